import { Input, InputBase } from '@mantine/core';
import { useLayoutEffect, useRef, type ComponentType } from 'react';
import { DATE_FORMAT, formatInZone } from '../domain/formats';
import type { DayFieldProps } from './DateFields';
import { useOnDemand } from './use-on-demand';

/** The calendar's module (Mantine's date picker and dayjs, about 22 KB gzipped), imported once for every field. */
const loadDayField = (): Promise<ComponentType<DayFieldProps>> =>
  import('./DateFields').then((module) => module.DayField);

/**
 * A day field whose calendar (Mantine's date picker) is not in the page's first load: until a
 * person points at, focuses or taps it, it shows the day as a button of the same size and label,
 * and then the real picker takes its place (opened, with the focus, when it was tapped or keyed).
 * Offline its chunk comes from the precache; a load that fails is tried again at the next touch.
 * @example <DayFieldOnDemand size="lg" label="Day" value={day} onChange={setDay} />
 */
export function DayFieldOnDemand(props: DayFieldProps) {
  const {
    loaded: Loaded,
    start,
    open,
    openWhenLoaded,
    placeholder,
    hadFocus,
  } = useOnDemand(loadDayField, 'calendar');
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (Loaded === null) return;
    const button = box.current?.querySelector('button');
    if (openWhenLoaded) button?.click();
    if (openWhenLoaded || hadFocus.current) button?.focus();
  }, [Loaded, openWhenLoaded, hadFocus]);
  if (Loaded !== null)
    return (
      <div ref={box}>
        <Loaded {...props} />
      </div>
    );
  return (
    <div ref={box}>
      <InputBase
        component="button"
        type="button"
        ref={placeholder}
        label={props.label}
        required={props.required}
        disabled={props.disabled}
        error={props.error ?? undefined}
        description={props.description ?? undefined}
        size={props.size ?? 'sm'}
        data-testid={props['data-testid']}
        data-autofocus={props['data-autofocus']}
        aria-haspopup="dialog"
        onPointerEnter={start}
        onFocus={start}
        // A tap starts loading at its pointerenter and the stored chunk can arrive before its
        // click, which then lands on a field no longer there: the press itself asks to open.
        onPointerDown={open}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        }}
      >
        {props.value === '' ? <Input.Placeholder>{props.label}</Input.Placeholder> : dayText(props.value)}
      </InputBase>
    </div>
  );
}

/** yyyy-MM-dd shown as the spec's dd LLL yyyy (05 Mar 2026), as the loaded picker shows it. */
function dayText(day: string): string {
  return formatInZone(`${day}T12:00:00Z`, DATE_FORMAT, 'UTC');
}
