import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { joinTags, parseTags } from './tags';
import { TagEditor } from './TagEditor';
import { renderWithMantine } from './testing/render-with-mantine';

function Harness({ start, spy }: { start: string | null; spy: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(start);
  return (
    <TagEditor
      label="Tags"
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

describe('tags', () => {
  it('splits and joins comma-separated tags without blanks or repeats', () => {
    expect(parseTags(' Chilled, ,Frozen,Chilled')).toEqual(['Chilled', 'Frozen']);
    expect(parseTags(null)).toEqual([]);
    expect(joinTags(['A', ' B ', 'A'])).toBe('A,B');
  });
});

describe('TagEditor', () => {
  it('shows the stored tags', () => {
    renderWithMantine(<Harness start="Chilled,Frozen" spy={vi.fn<(value: string) => void>()} />);
    expect(screen.getByText('Chilled')).toBeInTheDocument();
    expect(screen.getByText('Frozen')).toBeInTheDocument();
  });

  it('adds a typed tag on Enter or a comma and stores the comma-separated text', async () => {
    const spy = vi.fn<(value: string) => void>();
    renderWithMantine(<Harness start="Chilled" spy={spy} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await userEvent.type(input, 'Fragile{Enter}');
    expect(spy).toHaveBeenLastCalledWith('Chilled,Fragile');
    await userEvent.type(input, 'Heavy,');
    expect(spy).toHaveBeenLastCalledWith('Chilled,Fragile,Heavy');
  });
});
