import { Avatar, type MantineSize } from '@mantine/core';
import { BoxIcon, BuildingIcon } from './icons';

export type LogoAvatarProps = {
  /** The logo; when missing (or it fails to load) the default icon shows. */
  src?: string | null;
  /** Which default icon: a building for companies, a box for products. */
  kind: 'company' | 'product';
  /** Name of the company or product, for the image's alternative text. */
  name: string;
  size?: MantineSize | number;
};

/**
 * A company or product logo with a default icon when there is none.
 * @example <LogoAvatar kind="company" name={company.companyName} src={logoUrl} />
 */
export function LogoAvatar({ src, kind, name, size = 'md' }: LogoAvatarProps) {
  const hasLogo = src != null && src !== '';
  return (
    <Avatar
      src={hasLogo ? src : null}
      alt={name}
      size={size}
      radius="sm"
      color="navy"
      aria-label={hasLogo ? undefined : name}
    >
      {kind === 'company' ? (
        <BuildingIcon data-testid="default-company-icon" />
      ) : (
        <BoxIcon data-testid="default-product-icon" />
      )}
    </Avatar>
  );
}
