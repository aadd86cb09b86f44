import { formatDocumentNumber } from '../src/domain/document-number';
import type { EntityDefinition } from '../src/entities/entity-definition';
import { DEFAULT_SERVICE_BASES, sectionBasePath } from '../src/entities/derive/api-paths';
import { servedEntities } from '../src/entities/derive/served-entities';

const CONTRACT = `# Bulktrade REST contract

Generated from the entity registry by \`npm run docs:api\`; a test fails when this file is stale.

## Bases
Authentication lives under \`${DEFAULT_SERVICE_BASES.Auth}\`; every other service area (Billing, Couriering,
CourierArchiving, CourierInvoicing, Ordering, OrderInvoicing, StockArchiving, StockManaging, StockTracking)
under \`/api/v1\` by default. Each area's base is configurable (\`createServices({ bases })\`), so a
deployment can split them across hosts.

## Every section answers
All bodies are JSON; every call but sign-in needs \`Authorization: Bearer <token>\`. The optional
\`ManagedCompanyAccountID\` header (or a \`proxyID\` parameter) acts for a company the caller's company
manages; any other company is a 403. A post whose body names a \`companyAccountID\` makes the record
for that company on the same terms (offline writes carry no header).

| call | what |
|---|---|
| \`GET {path}/getAll\` | \`{ data: [...], count?, nextCursor? }\`. Parameters: \`searchString\` (matched against the section's search properties), \`filterBy\` (comma-joined named filters), \`query\` (conditions \`field op value\` joined by \`ANDALSO\`; ops \`== != > >= < <= contains isEmpty isNotEmpty\`; values JSON literals), \`properties\` (comma-joined), \`includeCount\`, \`takeAmount\`/\`takeFrom\` (at most 1000 a page), \`takeAfter\` (keyset paging: the \`nextCursor\` a full page answers; the next page starts after that page's last row, as fast as the first page however deep), \`includeDetails\` (nested lists, off by default), \`includeInactive\`, \`includeProperties=ExternalReferences\`, \`sortBy\`/\`sortDirection\`, \`proxyID\`. Fields are checked against the entity (400 otherwise); values are always bound parameters. |
| \`GET {path}/get/{id}\` | one record, or 404 (also for another company's record) |
| \`GET {path}/get/count\` | \`{ count }\` with the getAll filters |
| \`POST {path}/post\` | creates; a client-made \`id\` makes a retry idempotent (the same id answers the record already made). Answers \`{ id, rowVersion, data }\`, 201 |
| \`PATCH {path}/patch\` | replaces the record; \`rowVersion\` must be the one last read, else 409 with \`current\` |
| \`PATCH {path}/patch/partial\` | merges the sent fields, same rowVersion rule |
| \`PATCH {path}/patch/restore?id=\` | clears isInactive |
| \`DELETE {path}/delete\` | body \`{ id, rowVersion }\`; marks the record inactive |
| \`GET {path}/get/matches?partyIDs=&ids=\` | external references of those records for those parties |
| \`POST {path}/post?partyID=&sync=true\` | body \`{ id, isPull }\`: uploads one record through the connector of the company's integration with the party (409 when not connected); a refusal is 502 with the service's \`message\`, which stays on the record's reference entry for the party until an upload succeeds |
| \`PATCH {path}/patch?partyID=\` | body \`[{ localID, externalItemID, externalParty, externalPartyID }]\`: attaches references; \`{ data: [...] }\`, failures carry \`message\` |
| \`PATCH {path}/patch/unsync?partyID=\` | body \`[externalItemID, ...]\`: tells the connected service, then detaches references |
| \`POST {path}/image?ID=\` | multipart file \`image.jpg\` (at most 5 MB) |
| \`GET {path}/changes?after=&take=\` | **incremental pull** for the sync engine: every record of the section the caller may see that changed after the cursor (\`after=0\` for all), deactivated ones included, in commit order, at most \`take\` (1000). Answers \`{ data, cursor, hasMore }\`; pass \`cursor\` as the next \`after\` (opaque: a scoped section's is \`seq@day\`). A section the registry scopes for the caller's device role (\`syncScope\`: a driver's own journeys of three weeks and their stops) answers only that scope, decided from the session; records that left it come as \`{ id, rowVersion, isRemoved: true }\`, and \`reset: true\` asks a device to empty the section and pull it again. |

Errors: 400 malformed JSON or parameters, 401 missing/expired/tampered token, 403 permission,
subscription level, unmanaged company or suspended account ('Your account has been suspended!' with
\`reason\`), 404 unknown section or record, 409 stale rowVersion or an id taken elsewhere, 413 body over
1 MB, 422 schema failure with \`errors: [{ field, message }]\`. Every error body has a \`message\`.
Order totals and automatic lines of priced sections are computed by the server.
The server numbers each new record of NUMBERED, per owning company: one above the highest number the
company holds there and never one given before; a post may bring its own (an imported document), and
a number once given is kept (later writes cannot change or clear it).

Public directories (DIRECTORIES) are read-only: \`getAll\`, \`get/{id}\`,
\`get/count\` and \`changes\` answer the public profile (companyName, accountName, primaryEmail,
themeColour) of every company of that party to any caller with the view permission; filters, search
and sort take only those fields, and every write is a 403 (a company edits its profile in its settings).

Supplier catalogues (CATALOGUES) are read-only and derived per caller: one record per seller the
company holds a supply agreement with (id: the seller's company account), with the agreement's
ordering terms and only what the company may order: the products its own price tier prices, with
those prices and line rules, their categories, the seller's tethers among them, automatic lines and
the agreement's order slots; never another tier, a cost or another buyer. \`changes\` answers a
seller's catalogue again after anything in it changed, and a removal when the agreement ends.

## Batched writes
\`POST {base}/batch\` (\`/api/v1/batch\` by default; one at each service base, for the sections served
there) carries up to 100 writes in one request: \`{ writes: [{ section, op, id, rowVersion?, data? }] }\`.
\`section\` is the section's path (\`Products\`, \`Stock/Batches\`), \`id\` the record's client-made id, \`op\`
one of \`post\`, \`patch\`, \`partial\` (patch/partial), \`delete\` and \`restore\`; \`rowVersion\` is the base
version (patch, partial, delete) and \`data\` the fields (post, patch, partial). The writes are applied in
order, each exactly as its single call (the same permissions, party access, numbering, pricing and
flows, and the same idempotency: a post's client-made id answers the record already made, a replayed
change meets its own result as the current record). A refused or conflicting write stops nothing.
Answers 200 \`{ results: [{ id, result, status, body }] }\`, one per write in order: \`result\` is \`saved\`
(2xx, \`body\` is \`{ id, rowVersion, data }\`), \`conflict\` (409, \`body.current\` is the record as it is) or
\`refused\` (\`body.message\`, and \`errors\` for a 422); \`status\` and \`body\` are what the single call answers.
The batch itself is a 401 without a valid token, 400 when malformed and 413 above 100 writes or 1 MB.
The sync engine drains its outbox through it; the single calls stay for every other client.

## Pulling many sections at once
\`POST {base}/pull\` (\`/api/v1/pull\` by default; one at each service base) reads one page of changes of
up to 200 sections in one request: \`{ sections: [{ section, after, count? }], take?, location? }\`.
Each section is read through its own \`changes?after=&take=\` call (and, with \`count: true\`, its
\`get/count?includeInactive=true\`), with the caller's headers: the same permission, acting company and
sync scope (decided from the session; \`location\` only names the device's place, as on the single call).
Answers 200 \`{ results: [{ section, status, body, count? }] }\`, one per section in order: \`status\` and
\`body\` are what the section's changes call answers (a page \`{ data, cursor, hasMore }\`, or its 403
with \`reason: PermissionMissing\`, its 404), \`count\` what its count call answers. The pull itself is a
401 without a valid token, 400 when malformed and 413 above 200 sections. The sync engine opens each
round with it (the first page of every section it syncs, and on a first pull their counts) and pulls
the sections with more on their own \`changes\` calls.

## Sign-in (\`/auth/v1\`)
\`GET /authorize\` (code flow with PKCE S256, client \`bulktrade-web\`) shows the sign-in form;
\`POST /token\` exchanges a single-use code (60 s) for \`{ access_token, token_type, expires_in }\`;
\`POST /account/authenticate?bearer=\`; \`POST /account/post\` (registration); \`GET /my-profile\`;
\`GET /Links/get/{id}\`; \`GET /externalpartyoptions/connect-to\` (the services this host can connect, each with \`isConnected\`).

Connecting one: \`POST /api/v1/Account/ExternalPartyIntegrations/connect\` \`{ externalPartyOptionID, integrationName?, baseUrl?, apiKey? }\`
(external-parties.edit) makes or updates the company's integration; the API key is kept apart and no read answers it
(the record says \`hasCredentials\`). The Node host's generic HTTP connector calls only origins listed in
ACCOUNTING_CONNECTOR_ORIGINS (comma list; an origin without a port allows every port) and follows no redirect; a
failed upload says the status in fixed words, never the service's text; training mode connects an
in-memory, logged Training Ledger.

Account calls (bearer token): \`POST /account/delete\` \`{ confirmation }\` deletes the caller's company (a
global admin, typing the company name; 403 / 422 otherwise) and answers \`{ erased, keptShared, logins }\`;
\`POST /account/invite\` \`{ userName, firstName?, lastName?, roleID? }\` or \`{ userID, roleID? }\` (users.edit;
a role needs a global admin) e-mails the address a one-time link valid 7 days (through the e-mail port) and answers
\`{ userID, userName, expiresOn, signsInElsewhere }\`, never the link: only the person who reads that mail can accept
(503 when the mail could not be sent; inviting again replaces the link). The link opens
\`GET /account/invitation?token=\`, the page where the person sets a password (\`POST\` with \`token\`,
\`password\`, \`confirm\`). Several companies may invite one address; a sign-in belongs to one company, so when the
address already signs in with another (\`signsInElsewhere\`) the page asks for that password instead and moves the
sign-in (its old user is deactivated; not a company's only global admin; 5 wrong passwords withdraw the link); \`GET /account/notifications\` answers the caller's newest \`{ data, unread }\` and
\`POST /account/notifications/read\` \`{ ids? }\` marks them read (all without ids).

## Sections
Navigation name → service → path. Screens that share a section are listed with the section's owner.

| navigation name | service | path | permission | shared by |
|---|---|---|---|---|
`;

/**
 * The REST contract and the full section table as markdown, derived from the registry.
 * @example apiDocs(ENTITIES).includes('| purchase-orders | Ordering | /api/v1/PurchaseOrders |')
 */
export function apiDocs(entities: readonly EntityDefinition[]): string {
  const rows = servedEntities(entities)
    .map((entity) => {
      const sharers = entities
        .filter((other) => other.sharesSectionWith === entity.name)
        .map((other) => other.name);
      return `| ${entity.name} | ${entity.service} | ${sectionBasePath(entity)} | ${entity.permission} | ${sharers.join(', ')} |`;
    })
    .sort();
  const directories = entities
    .filter((entity) => entity.profilesOf !== undefined)
    .map((entity) => entity.section);
  const numbered = servedEntities(entities).flatMap((entity) => {
    const rule = entity.numbering;
    if (rule === undefined) return [];
    return [`${entity.section} (\`${rule.field}\`, from ${formatDocumentNumber(rule, rule.first)})`];
  });
  const catalogues = entities
    .filter((entity) => entity.sellerCatalogue === true)
    .map((entity) => entity.section);
  return `${CONTRACT.replace('DIRECTORIES', directories.join(', ')).replace('CATALOGUES', catalogues.join(', ')).replace('NUMBERED', numbered.join(', '))}${rows.join('\n')}\n`;
}
