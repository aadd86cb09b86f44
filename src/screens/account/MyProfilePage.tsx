import { Alert, Badge, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useSession } from '../../session/session-context';
import { useRecord } from '../../data/use-record';
import { formatTokenExpiry } from '../../domain/formats';
import { parsePermissions } from '../../domain/permissions';
import { resolveTimeZone } from '../../domain/time-zone';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * /my-profile: the signed-in user's details, the company and subscription, the selected
 * location, the permissions the roles give and when the sign-in expires (d/MM/yyyy h:mm:ss a).
 * The sign-in service has no password change yet, and the page says so.
 */
export function MyProfilePage() {
  const { session } = useSession();
  const user = useRecord('users', session?.userID ?? null);
  const location = useRecord('locations', session?.selectedLocationID ?? null);
  if (session === null) return null;
  const timeZone = resolveTimeZone(session.company?.defaultTimeZone);
  const name = `${text(user?.['firstName'])} ${text(user?.['lastName'])}`.trim();
  const permissions = parsePermissions(session.permissions);
  const rows: readonly [string, string][] = [
    ['Name', name],
    ['User Name', session.userName],
    ['Email', text(user?.['email']) || session.userName],
    ['Company', session.company?.companyName ?? ''],
    ['Subscription', session.company?.subscriptionCode ?? session.subscriptionCode ?? ''],
    ['Selected Location', text(location?.['locationName'])],
    ['Time Zone', timeZone],
    ['Signed In Until', formatTokenExpiry(session.expiresOn, timeZone)],
  ];
  return (
    <Container size="sm" py="md" px="sm">
      <Stack gap="md">
        <Title order={1}>My Profile</Title>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }} data-profile={label}>
                  {value === '' ? '–' : value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <div>
          <Title order={2} size="h4" mb="xs">
            Permissions
          </Title>
          {session.isGlobalAdmin === true ? (
            <Text size="sm">Global administrator: every area, to view and edit.</Text>
          ) : (
            <Group gap={6}>
              {permissions.map((permission) => (
                <Badge key={permission} variant="light" tt="none">
                  {permission}
                </Badge>
              ))}
            </Group>
          )}
        </div>
        <Alert color="blue" title="Password">
          {session.isTraining
            ? 'Training mode signs in for you; there is no password to change.'
            : 'Changing your password here is not available yet: the sign-in service does not offer it.'}
        </Alert>
      </Stack>
    </Container>
  );
}
