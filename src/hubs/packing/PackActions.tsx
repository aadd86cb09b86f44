import { Button, Group, Text } from '@mantine/core';

/** Suggest again, Print labels and Packed, with why Packed waits when every package needs its label. */
export function PackActions({
  hasPackages,
  mayMarkPacked,
  onSuggest,
  onPrintLabels,
  onPacked,
}: {
  hasPackages: boolean;
  mayMarkPacked: boolean;
  onSuggest: () => void;
  onPrintLabels: () => void;
  onPacked: () => void;
}) {
  return (
    <>
      <Group>
        <Button size="lg" variant="default" onClick={onSuggest}>
          Suggest again
        </Button>
        <Button size="lg" variant="light" onClick={onPrintLabels} disabled={!hasPackages}>
          Print labels
        </Button>
        <Button size="lg" color="teal.9" onClick={onPacked} disabled={!hasPackages || !mayMarkPacked}>
          Packed
        </Button>
      </Group>
      {!mayMarkPacked && (
        <Text c="dimmed">Every package needs its label: print the labels, then Packed.</Text>
      )}
    </>
  );
}
