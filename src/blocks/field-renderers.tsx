import { ColorInput, Input, Select, Text, Textarea, TextInput } from '@mantine/core';
import { lazy, Suspense, useId, type ComponentType } from 'react';
import type { EntityField, FieldKind } from '../entities/entity-definition';
import { cellText } from './cell-text';
import { CheckboxField } from './CheckboxField';
import { DateField, DateTimeField } from './DateFields';
import { NumberControl } from './NumberControl';
import { ReferenceSelect, type ReferenceOptionsLoader } from './ReferenceSelect';
import { ScheduleEditor } from './ScheduleEditor';
import { numberOf, type AnyRecord } from '../domain/unknown-values';
import { embeddedReferenceLabel } from './embedded-reference-label';
import { TagEditor } from './TagEditor';

// A boundary's map and its drawing library load only where a form has a boundary field.
const BoundaryField = lazy(() => import('./route-map/BoundaryField'));

/** What every form input gets. */
export type FieldRendererProps = {
  field: EntityField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string | null;
  /** View mode, or a field the server computes. */
  readOnly?: boolean;
  disabled?: boolean;
  /** The user's time zone for dates and schedules. */
  timeZone: string;
  /** Options of reference fields (the data layer wires this). */
  loadOptions?: ReferenceOptionsLoader;
  /** The whole record, for a reference field's own copy of a name its options do not hold. */
  record?: Readonly<AnyRecord> | null;
};

export type FieldRenderer = ComponentType<FieldRendererProps>;

/** What a text input shows for a field's value: the text, or a number as written; '' otherwise. */
function inputValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function common(props: FieldRendererProps) {
  const readOnly = props.readOnly === true || props.field.readOnly === true;
  return {
    label: props.field.label,
    required: props.field.required === true && !readOnly,
    readOnly,
    disabled: props.disabled,
    error: props.error ?? undefined,
  };
}

function textInput(type: 'text' | 'email' | 'tel') {
  return function TextField(props: FieldRendererProps) {
    return (
      <TextInput
        {...common(props)}
        type={type}
        value={inputValue(props.value)}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    );
  };
}

function numberInput(step?: number) {
  return function NumberField(props: FieldRendererProps) {
    const { readOnly, ...rest } = common(props);
    // Nothing to step when it cannot change: show it as the list does ('$759.00', '1,234.5').
    if (readOnly)
      return <TextInput {...rest} readOnly value={cellText(props.field, props.value, props.timeZone)} />;
    return (
      <NumberControl
        {...rest}
        readOnly={readOnly}
        step={step}
        value={numberOf(props.value)}
        onChange={props.onChange}
      />
    );
  };
}

function DateInputField(props: FieldRendererProps) {
  const { label, required, readOnly, disabled, error } = common(props);
  const value = typeof props.value === 'string' ? props.value : null;
  return (
    <DateField
      label={label}
      required={required}
      readOnly={readOnly}
      disabled={disabled}
      error={error ?? null}
      value={value}
      onChange={props.onChange}
      timeZone={props.timeZone}
    />
  );
}

function DateTimeInputField(props: FieldRendererProps) {
  const { label, required, readOnly, disabled, error } = common(props);
  const value = typeof props.value === 'string' ? props.value : null;
  return (
    <DateTimeField
      label={label}
      required={required}
      readOnly={readOnly}
      disabled={disabled}
      error={error ?? null}
      value={value}
      onChange={props.onChange}
      timeZone={props.timeZone}
    />
  );
}

function SelectField(props: FieldRendererProps) {
  const id = useId();
  const settings = common(props);
  const current = inputValue(props.value);
  const options = props.field.options ?? [];
  const data = current === '' || options.includes(current) ? [...options] : [...options, current];
  return (
    <Select
      {...settings}
      id={id}
      data={data}
      value={current === '' ? null : current}
      onChange={(choice) => props.onChange(choice)}
      clearable={!settings.required && !settings.readOnly}
    />
  );
}

function ColourField(props: FieldRendererProps) {
  const id = useId();
  // The eye-dropper button has only an icon: name it for screen readers (axe: button-name).
  return (
    <ColorInput
      {...common(props)}
      id={id}
      value={inputValue(props.value)}
      onChange={props.onChange}
      eyeDropperButtonProps={{ 'aria-label': `Pick ${props.field.label} from the screen` }}
    />
  );
}

/**
 * The form input of every field kind. Exhaustive: a new FieldKind fails to compile until it
 * has an input here (STYLE.md: no chain of ternaries picking renderers).
 * @example const Input = FIELD_RENDERERS[field.kind]; <Input field={field} value={v} onChange={set} timeZone={zone} />
 */
export const FIELD_RENDERERS: Readonly<Record<FieldKind, FieldRenderer>> = {
  text: textInput('text'),
  multiline: (props) => (
    <Textarea
      {...common(props)}
      autosize
      minRows={2}
      value={inputValue(props.value)}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  ),
  number: numberInput(),
  money: numberInput(),
  boolean: (props) => {
    const { label, readOnly, disabled } = common(props);
    return (
      <CheckboxField
        label={label}
        checked={props.value === true}
        onChange={props.onChange}
        readOnly={readOnly}
        disabled={disabled}
      />
    );
  },
  date: DateInputField,
  datetime: DateTimeInputField,
  email: textInput('email'),
  phone: textInput('tel'),
  select: SelectField,
  tags: (props) => <TagEditor {...common(props)} value={inputValue(props.value)} onChange={props.onChange} />,
  reference: (props) => (
    <ReferenceSelect
      {...common(props)}
      reference={props.field.reference ?? ''}
      value={inputValue(props.value) === '' ? null : inputValue(props.value)}
      onChange={props.onChange}
      loadOptions={props.loadOptions}
      knownLabel={embeddedReferenceLabel(props.field, props.record)}
    />
  ),
  cron: (props) => {
    const { label, readOnly, disabled, error } = common(props);
    return (
      <ScheduleEditor
        label={label}
        value={inputValue(props.value)}
        onChange={props.onChange}
        timeZone={props.timeZone}
        leadTime={props.field.withoutLeadTime !== true}
        disabled={readOnly || disabled === true}
        error={error}
      />
    );
  },
  colour: ColourField,
  boundary: (props) => {
    const { label, readOnly, error } = common(props);
    return (
      <Suspense
        fallback={
          <Input.Wrapper label={label}>
            <Text size="sm" c="dimmed">
              Loading the map…
            </Text>
          </Input.Wrapper>
        }
      >
        <BoundaryField
          label={label}
          value={props.value}
          onChange={props.onChange}
          readOnly={readOnly || props.disabled === true}
          error={error}
        />
      </Suspense>
    );
  },
};

/**
 * The input for one field, picked by its kind.
 * @example <FieldInput field={field} value={item[field.name]} onChange={(v) => change(field.name, v)} timeZone={zone} />
 */
export function FieldInput(props: FieldRendererProps) {
  const Renderer = FIELD_RENDERERS[props.field.kind];
  return <Renderer {...props} />;
}
