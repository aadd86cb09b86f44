import { DatePickerInput, DateTimePicker, TimePicker } from '@mantine/dates';
import 'dayjs/locale/en-au';
import {
  fromDateInputValue,
  fromDateTimeInputValue,
  toDateInputValue,
  toDateTimeInputValue,
} from './date-input-values';

/** The spec's date format (dd LLL yyyy) in the picker's dayjs tokens. */
export const PICKER_DATE_FORMAT = 'DD MMM YYYY';
/** The spec's date and time (dd LLL yyyy hh:mm a) in dayjs tokens. */
export const PICKER_DATE_TIME_FORMAT = 'DD MMM YYYY hh:mm A';

type Common = {
  label?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  error?: string | null;
  description?: string | null;
  /** The user's time zone: the stored instant is read and written there. */
  timeZone: string;
  'data-testid'?: string;
};

/** What every picker here shares: its label and states, Australian calendar, and test id. */
function pickerProps(props: Omit<Common, 'timeZone'>) {
  return {
    label: props.label,
    required: props.required,
    readOnly: props.readOnly,
    disabled: props.disabled,
    error: props.error ?? undefined,
    description: props.description ?? undefined,
    locale: 'en-au',
    firstDayOfWeek: 1 as const,
    popoverProps: { withinPortal: true },
    'data-testid': props['data-testid'],
  };
}

export type DateFieldProps = Common & {
  /** The stored ISO instant (midnight of the day in the user's zone), or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** yyyy-MM-dd days before this cannot be picked. */
  minDay?: string;
  /** Days (yyyy-MM-dd) that cannot be picked. */
  excludeDay?: (day: string) => boolean;
  clearable?: boolean;
};

/**
 * A date picked from a calendar and shown as dd LLL yyyy (05 Mar 2026) whatever the browser's
 * language, stored as the start of that day in the user's time zone.
 * @example <DateField label="Due" value={order.dueDate} onChange={setDue} timeZone={zone} />
 */
export function DateField(props: DateFieldProps) {
  const day = toDateInputValue(props.value, props.timeZone);
  return (
    <DatePickerInput
      {...pickerProps(props)}
      valueFormat={PICKER_DATE_FORMAT}
      value={day === '' ? null : day}
      onChange={(next) =>
        props.onChange(
          next === null || next === '' ? null : fromDateInputValue(String(next).slice(0, 10), props.timeZone),
        )
      }
      clearable={props.clearable ?? !props.required}
      {...(props.minDay === undefined ? {} : { minDate: props.minDay })}
      {...(props.excludeDay === undefined
        ? {}
        : { excludeDate: (date: string) => props.excludeDay?.(date.slice(0, 10)) === true })}
    />
  );
}

export type DateTimeFieldProps = Common & { value: string | null; onChange: (value: string | null) => void };

/**
 * A date and time picked from a calendar and a time input, shown as dd LLL yyyy hh:mm a.
 * @example <DateTimeField label="Due" value={record.dueOn} onChange={setDue} timeZone={zone} />
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const local = toDateTimeInputValue(props.value, props.timeZone);
  return (
    <DateTimePicker
      {...pickerProps(props)}
      valueFormat={PICKER_DATE_TIME_FORMAT}
      value={local === '' ? null : `${local.replace('T', ' ')}:00`}
      onChange={(next) =>
        props.onChange(
          next === null || next === ''
            ? null
            : fromDateTimeInputValue(String(next).replace(' ', 'T').slice(0, 16), props.timeZone),
        )
      }
      clearable={!props.required}
      timePickerProps={{ format: '12h' }}
    />
  );
}

export type DayFieldProps = Omit<Common, 'timeZone'> & {
  /** A calendar day as yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  'data-autofocus'?: boolean;
  /** yyyy-MM-dd: days before it cannot be picked. */
  minDay?: string;
  /** yyyy-MM-dd: days after it cannot be picked. */
  maxDay?: string;
  /** The input's size; 'lg' for the large touch targets of hubs used on tablets. */
  size?: 'sm' | 'md' | 'lg';
};

/**
 * A calendar day picked from a calendar and shown as dd LLL yyyy, kept as yyyy-MM-dd (a day with
 * no time zone: a schedule adjustment, a delivery day).
 * @example <DayField label="Adjustment Date" value={day} onChange={setDay} />
 */
export function DayField(props: DayFieldProps) {
  return (
    <DatePickerInput
      {...pickerProps(props)}
      valueFormat={PICKER_DATE_FORMAT}
      value={props.value === '' ? null : props.value}
      onChange={(next) => props.onChange(next === null ? '' : String(next).slice(0, 10))}
      data-autofocus={props['data-autofocus']}
      {...(props.minDay === undefined || props.minDay === '' ? {} : { minDate: props.minDay })}
      {...(props.maxDay === undefined || props.maxDay === '' ? {} : { maxDate: props.maxDay })}
      {...(props.size === undefined ? {} : { size: props.size })}
    />
  );
}

export type TimeFieldProps = Omit<Common, 'timeZone'> & {
  /** The time of day as HH:mm (24-hour), or '' for none. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A time of day shown as hh:mm a (06:30 PM) whatever the browser's language, typed in its hour,
 * minute and AM/PM fields (arrow keys step them) and kept as HH:mm: a cut-off, a start time.
 * @example <TimeField label="Cut-Off Time" value="18:30" onChange={setTime} />
 */
export function TimeField(props: TimeFieldProps) {
  return (
    <TimePicker
      label={props.label}
      required={props.required}
      readOnly={props.readOnly}
      disabled={props.disabled}
      error={props.error ?? undefined}
      description={props.description ?? undefined}
      format="12h"
      value={props.value}
      onChange={(next) => props.onChange(next.slice(0, 5))}
      hoursInputLabel={`${props.label ?? 'Time'} hours`}
      minutesInputLabel={`${props.label ?? 'Time'} minutes`}
      amPmInputLabel={`${props.label ?? 'Time'} AM or PM`}
      data-testid={props['data-testid']}
    />
  );
}
