import { Anchor, Container, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { SLIDE_QUERY_KEY } from '../../blocks/block-constants';
import { SettingsSlider, type SlideSection } from '../../blocks/SettingsSlider';
import { useSession, type AppSession } from '../../session/session-context';
import { canEditArea } from '../../domain/permissions';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zone';
import { pathOf } from '../../navigation/portal-routes';
import { CompanySettingsForm } from './CompanySettingsForm';
import { DeviceStorageSection } from './DeviceStorageSection';
import { SETTINGS_FIELDS } from './settings-fields';
import { useOwnCompany } from '../../data/use-own-company';

/** The settings pages of the account (spec doc 2, section 3), by their slide keys. */
export const SETTINGS_SECTIONS: readonly { key: string; label: string; holds: string }[] = [
  {
    key: 'company',
    label: 'Company',
    holds: 'Your company name, ABN, contact details, logo, default time zone and theme colour.',
  },
  {
    key: 'subscription',
    label: 'Subscription',
    holds: 'Your subscription level and the parts of Bulktrade it opens.',
  },
  {
    key: 'billing',
    label: 'Billing',
    holds: 'How Bulktrade bills your subscription, and your subscription invoices.',
  },
  {
    key: 'customer',
    label: 'Customer',
    holds: 'How your customers order from you: order slots, cut-off times and order rules.',
  },
  {
    key: 'courier',
    label: 'Courier',
    holds: 'How you deliver: couriers, zones, delivery fees and journey templates.',
  },
  {
    key: 'supplier',
    label: 'Supplier',
    holds: 'How you buy from your suppliers: purchase orders and receivals.',
  },
  {
    key: 'invoicing',
    label: 'Invoicing',
    holds: 'When and how invoices are made, their payment terms and the bank details printed on them.',
  },
  {
    key: 'stock-level',
    label: 'Stock Level',
    holds: 'Stock thresholds and how stock levels are counted and balanced.',
  },
  {
    key: 'pick-pack',
    label: 'Pick/Pack',
    holds: 'How orders are picked and packed: batches, packages and labels.',
  },
  {
    key: 'device',
    label: 'This Device',
    holds:
      'What this device keeps for working offline, how much the browser allows, and whether it may clear it.',
  },
];

const SUBSCRIPTION_NAMES: Readonly<Record<string, string>> = {
  CUSTFREE: 'Customer (free)',
  CUST: 'Customer',
  SUPPFREE: 'Supplier (free)',
  SUPP: 'Supplier',
  COURFREE: 'Courier (free)',
  COUR: 'Courier',
};

function SubscriptionSection({ session }: { session: AppSession | null }) {
  const code = session?.company?.subscriptionCode ?? session?.subscriptionCode ?? '';
  const rows: readonly [string, string][] = [
    ['Subscription', code === '' ? '' : `${SUBSCRIPTION_NAMES[code] ?? code} (${code})`],
    ['Company', session?.company?.companyName ?? ''],
    ['Default Time Zone', session?.company?.defaultTimeZone ?? DEFAULT_TIME_ZONE],
    ['Signed In As', session?.userName ?? ''],
  ];
  return (
    <Stack gap="xs">
      <Table variant="vertical" layout="fixed" withTableBorder maw={560}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        Billing changes the subscription; ask Bulktrade support to move to another level.
      </Text>
    </Stack>
  );
}

function SectionForm({ sectionKey, session }: { sectionKey: string; session: AppSession | null }) {
  const company = useOwnCompany();
  const fields = SETTINGS_FIELDS[sectionKey] ?? [];
  if (company === undefined) return <Text size="sm">Loading</Text>;
  if (company === null)
    return <Text size="sm">Your company's record is not here yet; it comes with the next sync.</Text>;
  return (
    <Stack gap="sm">
      {fields.length > 0 || sectionKey === 'company' ? (
        <CompanySettingsForm
          key={company.id}
          company={company}
          fields={fields}
          withLogo={sectionKey === 'company'}
          editable={canEditArea(session, 'company-details')}
        />
      ) : null}
      {sectionKey === 'billing' ? (
        <Anchor component={Link} to={pathOf('subscription-invoices')}>
          Subscription invoices
        </Anchor>
      ) : null}
    </Stack>
  );
}

/**
 * The account's settings pages in a settings slider: the `slide` query value picks the section
 * (company by default) and picking another writes it back, keeping the other query values.
 * @example createRoute({ path: '/settings', component: SettingsPage }) // /settings?slide=billing
 */
export function SettingsPage() {
  const navigate = useNavigate();
  const { session } = useSession();
  const location = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }),
  });
  const search = useMemo(() => new URLSearchParams(location.searchStr), [location.searchStr]);
  const sections: readonly SlideSection[] = SETTINGS_SECTIONS.map((section) => ({
    key: section.key,
    label: section.label,
    content: (
      <Stack gap="sm">
        <Title order={2} size="h3">
          {section.label}
        </Title>
        <Text>{section.holds}</Text>
        {section.key === 'subscription' ? (
          <SubscriptionSection session={session} />
        ) : section.key === 'device' ? (
          <DeviceStorageSection />
        ) : (
          <SectionForm sectionKey={section.key} session={session} />
        )}
      </Stack>
    ),
  }));
  return (
    <Container size="lg" py="md" px="sm">
      <Title order={1} mb="md">
        Settings
      </Title>
      <SettingsSlider
        label="Settings sections"
        sections={sections}
        slide={search.get(SLIDE_QUERY_KEY)}
        onSlideChange={(slide) => {
          const next = new URLSearchParams(search);
          next.set(SLIDE_QUERY_KEY, slide);
          void navigate({ href: `${location.pathname}?${next.toString()}`, replace: true });
        }}
      />
    </Container>
  );
}
