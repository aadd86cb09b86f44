import { Badge, Container, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useRecords } from '../../data/use-records';
import { userCards, type UserCard } from '../../domain/insights/board-cards';
import { CardBoard } from '../../blocks/insights/CardBoard';
import { lastActivityText, USER_FILTERS, userSearchTexts } from './flow';
import { InviteUser } from './InviteUser';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';

/** /board/users: the company's users with their roles and last activity. */
export default function UsersBoard() {
  const { timeZone } = useInsightClock();
  const users = useRecords('users');
  const roles = useRecords('roles');
  const activities = useRecords('ordering-user-activities');
  const cards = useMemo(
    () => (users === undefined ? undefined : userCards(users, roles ?? [], activities ?? [])),
    [users, roles, activities],
  );
  return (
    <>
      <Container size="xl" pt="md" px="sm">
        <Group justify="flex-end">
          <InviteUser />
        </Group>
      </Container>
      <CardBoard<UserCard>
        title="User Board"
        cards={cards}
        detailRoute="user"
        searchTexts={userSearchTexts}
        filters={USER_FILTERS}
        heading={(card) => card.name}
        body={(card) => (
          <>
            <Text size="sm" c="dimmed">
              {card.userName}
            </Text>
            <Group gap={4} my={4}>
              {card.isAdmin ? <Badge size="sm">Admin</Badge> : null}
              {card.roles.map((role) => (
                <Badge key={role} size="sm" variant="light">
                  {role}
                </Badge>
              ))}
            </Group>
            <Text size="sm">Last activity: {lastActivityText(card.lastActivity, timeZone)}</Text>
          </>
        )}
      />
    </>
  );
}
