import { Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../session/session-context';
import { useRecord } from '../../data/use-record';
import { useOwnCompany } from '../../data/use-own-company';
import { DeleteAccountPanel } from './DeleteAccountPanel';
import { ExportPanel } from './ExportPanel';
import { accountDataFlow } from './flow';

/** /manage-account-data: download all of the company's data, or delete the account. */
export default function AccountDataScreen() {
  const { session } = useSession();
  // The company's own record, read typed from the mirror.
  const company = useRecord('companies', useOwnCompany()?.id);
  const view = accountDataFlow({ company, session });
  return (
    <Container size="md" py="md" px="sm">
      <Stack gap="lg">
        <Title order={1}>Manage Account Data</Title>
        <Text>{view.companyName}</Text>
        <ExportPanel companyName={view.companyName} />
        <Divider />
        <DeleteAccountPanel companyName={view.companyName} mayDelete={view.mayDelete} />
      </Stack>
    </Container>
  );
}
