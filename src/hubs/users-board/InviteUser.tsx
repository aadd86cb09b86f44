import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../session/session-context';
import { useRecords } from '../../data/use-records';
import { canEditArea } from '../../domain/permissions';
import { formatDate } from '../../domain/formats';
import { roleOptions } from './flow';
import { inviteProblems, type InviteAnswer, type InviteValues } from './invite-form';
import { sendInvitation } from './send-invitation';

const BLANK: InviteValues = { userName: '', firstName: '', lastName: '', roleID: '' };

/**
 * Invite User: a button (for those who may edit users) and a dialog that asks the services to
 * e-mail the person a one-time link; a global admin may give a role with it. The admin is told
 * where it went, never the link: only the person who reads that mail can accept it.
 */
export function InviteUser() {
  const { session } = useSession();
  const roles = useRecords('roles');
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<InviteValues>(BLANK);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<InviteAnswer | null>(null);
  if (!canEditArea(session, 'users')) return null;
  const problems = touched ? inviteProblems(values) : {};
  const options = roleOptions(roles ?? []);
  const set = (field: keyof InviteValues) => (value: string) =>
    setValues((before) => ({ ...before, [field]: value }));

  async function invite() {
    setTouched(true);
    if (Object.keys(inviteProblems(values)).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      setAnswer(await sendInvitation(session?.token ?? '', values));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setOpen(false);
    setValues(BLANK);
    setTouched(false);
    setError(null);
    setAnswer(null);
  }

  return (
    <>
      <Button size="md" onClick={() => setOpen(true)}>
        Invite User
      </Button>
      <Modal opened={open} onClose={close} title="Invite User" size={500}>
        {answer === null ? (
          <Stack gap="sm">
            <TextInput
              size="md"
              label="Email"
              description="The person signs in with it."
              withAsterisk
              type="email"
              value={values.userName}
              error={problems['userName']}
              onChange={(event) => set('userName')(event.currentTarget.value)}
            />
            <Group grow>
              <TextInput
                size="md"
                label="First Name"
                value={values.firstName}
                onChange={(event) => set('firstName')(event.currentTarget.value)}
              />
              <TextInput
                size="md"
                label="Last Name"
                value={values.lastName}
                onChange={(event) => set('lastName')(event.currentTarget.value)}
              />
            </Group>
            {session?.isGlobalAdmin === true ? (
              <Select
                size="md"
                label="Role"
                description="The role's permissions are given to the user."
                data={options}
                value={values.roleID === '' ? null : values.roleID}
                onChange={(next) => set('roleID')(next ?? '')}
                clearable
                searchable
              />
            ) : null}
            {error === null ? null : <Alert color="red">{error}</Alert>}
            <Group justify="flex-end">
              <Button size="md" variant="default" onClick={close}>
                Cancel
              </Button>
              <Button size="md" loading={busy} onClick={() => void invite()}>
                Send Invitation
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Alert color="teal" title={`Invitation sent to ${answer.userName}`} role="status">
              The e-mail holds a link that works once, until {formatDate(new Date(answer.expiresOn))}; they
              set their password with it and then sign in. If it does not arrive, invite them again: a new
              link replaces this one.
            </Alert>
            {answer.signsInElsewhere === true ? (
              <Alert color="blue">
                {answer.userName} already signs in with another company. A sign-in belongs to one company:
                with this link they type that password to move it to yours.
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button size="md" onClick={close}>
                Done
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
