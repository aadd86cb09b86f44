import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SCHEDULED_ACTION_ENTITIES } from '../domain/scheduled-actions';
import { FIELD_KINDS, type EntityField, type FieldKind } from '../entities/entity-definition';
import { entityByName } from '../entities/registry';
import { CELL_ALIGN, CELL_FORMATTERS } from './cell-formatters';
import { CELL_TEXT, cellText } from './cell-text';
import { FIELD_RENDERERS, FieldInput } from './field-renderers';
import { offeredOptions, type ReferenceOptionsLoader } from './ReferenceSelect';
import { renderWithMantine } from './testing/render-with-mantine';

const zone = 'Australia/Melbourne';
const field = (kind: FieldKind, extra: Partial<EntityField> = {}): EntityField => ({
  name: 'value',
  label: 'Value',
  kind,
  ...extra,
});

describe('every field kind', () => {
  it('has a form input, a cell formatter, cell text and an alignment', () => {
    for (const kind of FIELD_KINDS) {
      const kinds = [
        typeof FIELD_RENDERERS[kind],
        typeof CELL_FORMATTERS[kind],
        typeof CELL_TEXT[kind],
        typeof CELL_ALIGN[kind],
      ];
      expect([kind, ...kinds]).toEqual([kind, 'function', 'function', 'function', 'string']);
    }
    expect(Object.keys(FIELD_RENDERERS).sort()).toEqual([...FIELD_KINDS].sort());
    expect(Object.keys(CELL_FORMATTERS).sort()).toEqual([...FIELD_KINDS].sort());
  });

  it('renders every kind as an input labelled with the field label', () => {
    for (const kind of FIELD_KINDS) {
      const { unmount } = renderWithMantine(
        <FieldInput
          field={field(kind, { label: `Label ${kind}`, options: ['GST'] })}
          value={null}
          onChange={vi.fn<(value: unknown) => void>()}
          timeZone={zone}
        />,
      );
      expect(screen.getAllByText(`Label ${kind}`).length).toBeGreaterThan(0);
      unmount();
    }
  });
});

describe('cell text', () => {
  it('formats money, numbers, dates and date-times', () => {
    expect(cellText(field('money'), 1234.5, zone)).toBe('$1,234.50');
    expect(cellText(field('number'), 1234.5, zone)).toBe('1,234.5');
    expect(cellText(field('date'), '2026-09-05T23:07:09Z', zone)).toBe('06 Sep 2026');
    expect(cellText(field('datetime'), '2026-09-05T23:07:09Z', zone)).toBe('06 Sep 2026 09:07 AM');
    expect(cellText(field('date'), '0001-01-01T00:00:00Z', zone)).toBe('');
  });

  it('shows tags, the first line of long text and a reference label when known', () => {
    expect(cellText(field('tags'), 'Chilled,Frozen', zone)).toBe('Chilled, Frozen');
    expect(cellText(field('multiline'), 'one\ntwo', zone)).toBe('one');
    expect(cellText(field('reference'), 'cat1', zone, () => 'Bakery')).toBe('Bakery');
    expect(cellText(field('reference'), 'cat1', zone)).toBe('cat1');
  });

  it('names a reference the company cannot read by the record’s own copy, and a matched one by its match with no id', () => {
    const from = field('reference', {
      name: 'departureLocationID',
      reference: 'locations',
      referenceLabel: 'locationName',
    });
    const unknown = () => null;
    const row = {
      departureLocationID: 'loc-3pl',
      departureLocation: { id: 'loc-3pl', locationName: 'Dandenong DC' },
    };
    expect(cellText(from, 'loc-3pl', zone, unknown, row)).toBe('Dandenong DC');
    expect(cellText(from, 'loc-3pl', zone, unknown, { departureLocationID: 'loc-3pl' })).toBe('loc-3pl');
    const customer = field('reference', {
      name: 'supplyAgreementID',
      reference: 'customers',
      referenceLabel: 'companyName',
      matchBy: 'buyerID',
    });
    const byMatch = (_field: EntityField, _id: string, of?: Readonly<Record<string, unknown>>) =>
      of?.buyerID === 'cafe' ? 'Brunswick Street Espresso' : null;
    expect(cellText(customer, null, zone, byMatch, { buyerID: 'cafe' })).toBe('Brunswick Street Espresso');
    expect(cellText(customer, null, zone, byMatch, {})).toBe('');
  });

  it('shows a boolean as a check only when true', () => {
    renderWithMantine(
      <div>{CELL_FORMATTERS.boolean(true, { field: field('boolean'), timeZone: zone })}</div>,
    );
    expect(screen.getByRole('img', { name: 'Yes' })).toBeInTheDocument();
    expect(CELL_FORMATTERS.boolean(false, { field: field('boolean'), timeZone: zone })).toBeNull();
  });
});

describe('form inputs', () => {
  it('text: reports typed text', () => {
    const change = vi.fn<(value: unknown) => void>();
    renderWithMantine(
      <FieldInput field={field('text', { label: 'Name' })} value="Flour" onChange={change} timeZone={zone} />,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rye' } });
    expect(change).toHaveBeenCalledWith('Rye');
  });

  it('date: a picker showing dd LLL yyyy, storing the day in the user time zone', async () => {
    const change = vi.fn<(value: unknown) => void>();
    renderWithMantine(
      <FieldInput
        field={field('date', { label: 'Due On' })}
        value="2026-09-05T23:07:09Z"
        onChange={change}
        timeZone={zone}
      />,
    );
    const input = screen.getByRole('button', { name: 'Due On' });
    expect(input).toHaveTextContent('06 Sep 2026');
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('button', { name: '7 September 2026' }));
    expect(change).toHaveBeenCalledWith('2026-09-06T14:00:00.000Z');
  });

  it('datetime: a picker showing dd LLL yyyy hh:mm a', () => {
    renderWithMantine(
      <FieldInput
        field={field('datetime', { label: 'Confirmed On' })}
        value="2026-09-05T23:07:09Z"
        onChange={vi.fn<(value: unknown) => void>()}
        timeZone={zone}
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirmed On' })).toHaveTextContent('06 Sep 2026 09:07 AM');
  });

  it('boolean: a tick box', async () => {
    const change = vi.fn<(value: unknown) => void>();
    renderWithMantine(
      <FieldInput
        field={field('boolean', { label: 'Sold' })}
        value={false}
        onChange={change}
        timeZone={zone}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sold' }));
    expect(change).toHaveBeenCalledWith(true);
  });

  it('number: the number control', () => {
    const change = vi.fn<(value: unknown) => void>();
    renderWithMantine(
      <FieldInput field={field('number', { label: 'Weight' })} value={2} onChange={change} timeZone={zone} />,
    );
    fireEvent.keyDown(screen.getByLabelText('Weight'), { key: 'ArrowUp' });
    expect(change).toHaveBeenCalledWith(3);
  });

  it('cron: every scheduled action’s schedule offers no lead time (an action runs at its time), and an edit drops one written before', async () => {
    for (const entity of SCHEDULED_ACTION_ENTITIES) {
      const schedule = entityByName(entity).fields.find((one) => one.kind === 'cron');
      const change = vi.fn<(value: unknown) => void>();
      const { unmount } = renderWithMantine(
        <FieldInput field={schedule!} value="0 6 * * 1 1440" onChange={change} timeZone={zone} />,
      );
      expect([entity, screen.queryByLabelText('Lead Time (hours)')]).toEqual([entity, null]);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Weekday' }), 'Fri');
      expect(change).toHaveBeenLastCalledWith('0 6 * * 5');
      unmount();
    }
    // A standing order's schedule keeps its lead time.
    renderWithMantine(
      <FieldInput
        field={field('cron', { label: 'Schedule' })}
        value="0 6 * * 1 1440"
        onChange={vi.fn<(value: unknown) => void>()}
        timeZone={zone}
      />,
    );
    expect(screen.getByLabelText('Lead Time (hours)')).toHaveValue('24');
  });

  it('number and money: read only, the formatted value without steppers', () => {
    renderWithMantine(
      <FieldInput
        field={field('money', { label: 'Total', readOnly: true })}
        value={759}
        onChange={vi.fn<(value: unknown) => void>()}
        timeZone={zone}
      />,
    );
    expect(screen.getByLabelText('Total')).toHaveValue('$759.00');
    expect(screen.getByLabelText('Total')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('read-only fields and view mode do not change', () => {
    renderWithMantine(
      <FieldInput
        field={field('text', { label: 'Total', readOnly: true })}
        value="5"
        onChange={vi.fn<(value: unknown) => void>()}
        timeZone={zone}
      />,
    );
    expect(screen.getByLabelText('Total')).toHaveAttribute('readonly');
  });

  it('reference: options come from loadOptions', async () => {
    const load = vi.fn<ReferenceOptionsLoader>(async () => [{ value: 'cat1', label: 'Bakery' }]);
    renderWithMantine(
      <FieldInput
        field={field('reference', { label: 'Category', reference: 'product-categories' })}
        value="cat1"
        onChange={vi.fn<(value: unknown) => void>()}
        timeZone={zone}
        loadOptions={load}
      />,
    );
    expect(load).toHaveBeenCalledWith('product-categories');
    expect(await screen.findByDisplayValue('Bakery')).toBeInTheDocument();
  });

  it('reference: a value pointing at an inactive record shows its name, but inactive records are not offered', async () => {
    const load = vi.fn<ReferenceOptionsLoader>(async () => [
      { value: 'cat1', label: 'Bakery' },
      { value: 'cat2', label: 'Old Stock', inactive: true },
      { value: 'cat3', label: 'Retired', inactive: true },
    ]);
    renderWithMantine(
      <FieldInput
        field={field('reference', { label: 'Category', reference: 'product-categories' })}
        value="cat2"
        onChange={vi.fn<(value: unknown) => void>()}
        timeZone={zone}
        loadOptions={load}
      />,
    );
    const input = await screen.findByDisplayValue('Old Stock');
    fireEvent.click(input);
    expect(await screen.findByRole('option', { name: 'Bakery' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Retired' })).toBeNull();
  });

  it('reference: a trading partner shows its mark among the choices, so a lookalike with the same name is told apart; the chosen value reads as the name', async () => {
    const load = vi.fn<ReferenceOptionsLoader>(async () => [
      { value: 'real', label: 'Gippsland Dairy', mark: 'you trade with them' },
      { value: 'lookalike', label: 'Gippsland Dairy' },
    ]);
    renderWithMantine(
      <FieldInput
        field={field('reference', { label: 'Supplier', reference: 'public-suppliers' })}
        value="real"
        onChange={vi.fn<(value: unknown) => void>()}
        timeZone={zone}
        loadOptions={load}
      />,
    );
    const input = await screen.findByDisplayValue('Gippsland Dairy');
    fireEvent.click(input);
    const choices = await screen.findAllByRole('option');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Gippsland Dairyyou trade with them',
      'Gippsland Dairy',
    ]);
  });
});

describe('offeredOptions', () => {
  it('keeps active options, the current inactive one, and a bare id not yet known', () => {
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B', inactive: true },
    ];
    expect(offeredOptions(options, 'b')).toEqual([
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ]);
    expect(offeredOptions(options, null)).toEqual([{ value: 'a', label: 'A' }]);
    expect(offeredOptions(options, 'z')).toEqual([
      { value: 'a', label: 'A' },
      { value: 'z', label: 'z' },
    ]);
  });
});
