import { ColorSwatch, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldKind } from '../entities/entity-definition';
import { CELL_TEXT, type CellContext } from './cell-text';
import { CheckIcon } from './icons';

/** Renders one list cell. */
export type CellFormatter = (value: unknown, context: CellContext) => ReactNode;

const formatters: Record<FieldKind, CellFormatter> = {
  text: CELL_TEXT.text,
  multiline: CELL_TEXT.multiline,
  number: CELL_TEXT.number,
  money: CELL_TEXT.money,
  boolean: (value) =>
    value === true ? (
      <span
        role="img"
        aria-label="Yes"
        style={{ display: 'inline-flex', color: 'var(--mantine-color-green-7)' }}
      >
        <CheckIcon size={16} />
      </span>
    ) : null,
  date: CELL_TEXT.date,
  datetime: CELL_TEXT.datetime,
  email: CELL_TEXT.email,
  phone: CELL_TEXT.phone,
  select: CELL_TEXT.select,
  tags: CELL_TEXT.tags,
  reference: CELL_TEXT.reference,
  // The words, with the expression itself on hover; an expression shown raw keeps the code font.
  cron: (value, context) => {
    const text = CELL_TEXT.cron(value, context);
    if (text === '') return null;
    const raw = typeof value === 'string' ? value.trim() : '';
    return (
      <Text span size="sm" title={raw} {...(text === raw ? { ff: 'monospace' } : {})}>
        {text}
      </Text>
    );
  },
  colour: (value, context) => {
    const colour = CELL_TEXT.colour(value, context);
    if (colour === '') return null;
    return (
      <Group gap={6} wrap="nowrap">
        <ColorSwatch color={colour} size={14} />
        <span>{colour}</span>
      </Group>
    );
  },
  boundary: CELL_TEXT.boundary,
};

/**
 * List cells for every field kind: money with formatMoney, dates in the user's time zone,
 * booleans as a check. Exhaustive, so a new kind fails to compile until handled.
 * @example CELL_FORMATTERS[field.kind](row[field.name], { field, timeZone })
 */
export const CELL_FORMATTERS: Readonly<Record<FieldKind, CellFormatter>> = formatters;

/** How each kind lines up in a table column. */
export const CELL_ALIGN: Readonly<Record<FieldKind, 'left' | 'right' | 'center'>> = {
  text: 'left',
  multiline: 'left',
  number: 'right',
  money: 'right',
  boolean: 'center',
  date: 'left',
  datetime: 'left',
  email: 'left',
  phone: 'left',
  select: 'left',
  tags: 'left',
  reference: 'left',
  cron: 'left',
  colour: 'left',
  boundary: 'left',
};
