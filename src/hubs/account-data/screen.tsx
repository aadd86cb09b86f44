import { Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../session/session-context';
import { useOwnCompany } from '../../data/use-own-company';
import { DeleteAccountPanel } from './DeleteAccountPanel';
import { ExportPanel } from './ExportPanel';

/** /manage-account-data: download all of the company's data, or delete the account. */
export default function AccountDataScreen() {
  const { session } = useSession();
  const company = useOwnCompany();
  const companyName =
    (typeof company?.['companyName'] === 'string' ? company['companyName'] : null) ??
    session?.company?.companyName ??
    '';
  return (
    <Container size="md" py="md" px="sm">
      <Stack gap="lg">
        <Title order={1}>Manage Account Data</Title>
        <Text>{companyName}</Text>
        <ExportPanel companyName={companyName} />
        <Divider />
        <DeleteAccountPanel companyName={companyName} />
      </Stack>
    </Container>
  );
}
