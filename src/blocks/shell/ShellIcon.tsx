import { LineIcon } from '../icons';
import { SHELL_ICON_PATHS, type ShellIconName } from './shell-icons';

export type ShellIconProps = { name: ShellIconName; size?: number; strokeWidth?: number };

/**
 * A line icon of the shell; decorative, so screen readers skip it and read the control's label.
 * @example <ShellIcon name="grid" size={22} />
 */
export function ShellIcon({ name, size = 22, strokeWidth = 1.75 }: ShellIconProps) {
  return (
    <LineIcon size={size} strokeWidth={strokeWidth} data-icon={name}>
      {SHELL_ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </LineIcon>
  );
}
