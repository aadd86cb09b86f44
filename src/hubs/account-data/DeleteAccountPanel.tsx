import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmButton } from '../../blocks/ConfirmButton';
import { useSession } from '../../session/session-context';
import { deleteAccount } from './delete-account';
import { confirmsDeletion, deletionText, type DeletionReport } from './flow';

/**
 * Deletes the company account: a global admin types the company name, confirms, and the
 * services erase the company's own records and every login (they check the same rules).
 */
export function DeleteAccountPanel({ companyName, mayDelete }: { companyName: string; mayDelete: boolean }) {
  const { session, logout } = useSession();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<DeletionReport | null>(null);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      setReport(await deleteAccount(session?.token ?? '', typed));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Delete Your Account
      </Title>
      <Text>
        Deleting the account erases your company's records, users and logins from Bulktrade, and nobody can
        sign in to it again. Orders and invoices you share with another company stay with that company.
        Download your data first: this cannot be undone.
      </Text>
      {report !== null ? (
        <Stack gap="sm">
          <Alert color="green" title="Your account is deleted">
            {deletionText(report)}
          </Alert>
          <div>
            <Button size="md" onClick={() => void logout()}>
              Sign Out
            </Button>
          </div>
        </Stack>
      ) : mayDelete ? (
        <Stack gap="sm" maw={480}>
          <TextInput
            size="md"
            label={`Type ${companyName} to confirm`}
            value={typed}
            onChange={(event) => {
              setError(null);
              setTyped(event.currentTarget.value);
            }}
            autoComplete="off"
          />
          <div>
            <ConfirmButton
              size="md"
              color="red"
              disabled={!confirmsDeletion(typed, companyName) || busy}
              loading={busy}
              confirmText="Are you sure you want to delete this item?"
              acceptLabel="OK"
              cancelLabel="Cancel"
              onConfirm={() => void remove()}
            >
              Delete Account
            </ConfirmButton>
          </div>
          {error === null ? null : <Alert color="red">{error}</Alert>}
        </Stack>
      ) : (
        <Text c="dimmed">Only a global admin of your company may delete its account.</Text>
      )}
    </Stack>
  );
}
