import { Button, Group, Modal, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { packageSizeProblems, type PackagedItem, type PackageSize } from './pack-state';

type Props = { row: PackagedItem; onSave: (size: PackageSize) => void; onClose: () => void };

const FIELDS: { name: keyof PackageSize; label: string; decimals: number }[] = [
  { name: 'length', label: 'Length (mm)', decimals: 0 },
  { name: 'width', label: 'Width (mm)', decimals: 0 },
  { name: 'height', label: 'Height (mm)', decimals: 0 },
  { name: 'weight', label: 'Weight (kg)', decimals: 2 },
];

/** The packer measures one kind of package: its dimensions and gross weight, checked before saving. */
export function PackageSizeDialog({ row, onSave, onClose }: Props) {
  const [size, setSize] = useState<PackageSize>({
    length: row.length,
    width: row.width,
    height: row.height,
    weight: row.weight,
  });
  const [tried, setTried] = useState(false);
  const problems = packageSizeProblems(size);
  const save = () => {
    setTried(true);
    if (Object.keys(problems).length === 0) onSave(size);
  };
  return (
    <Modal opened onClose={onClose} title={`Size of ${row.code}`} size="lg" centered>
      <Stack gap="md">
        <SimpleGrid cols={2}>
          {FIELDS.map((field) => (
            <NumberInput
              key={field.name}
              label={field.label}
              size="lg"
              hideControls
              inputMode="decimal"
              min={0}
              decimalScale={field.decimals}
              value={size[field.name] ?? ''}
              onChange={(value) =>
                setSize((current) => ({
                  ...current,
                  [field.name]: typeof value === 'number' ? value : value === '' ? null : Number(value),
                }))
              }
              error={tried ? problems[field.name] : undefined}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button size="lg" onClick={save}>
            Save size
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
