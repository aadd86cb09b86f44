import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { ExternalLinkIcon } from './icons';
import { LogoAvatar } from './LogoAvatar';

export const OPEN_IN_NEW_TAB_LABEL = 'Open in new tab';

export type CompanyFieldProps = {
  /** From public-companies; the id shows while it is unknown. */
  companyName: string | null | undefined;
  companyID: string;
  logoUrl?: string | null;
  /** The company's page; the open-in-new-tab button shows when given. */
  href?: string | null;
  label?: string;
};

/**
 * A company: logo (default icon when missing), name and an open-in-new-tab button.
 * @example <CompanyField companyID={order.sellerID} companyName={seller?.companyName} href={`/public-company/${order.sellerID}`} />
 */
export function CompanyField({ companyName, companyID, logoUrl, href, label }: CompanyFieldProps) {
  const name = companyName != null && companyName !== '' ? companyName : companyID;
  return (
    <div>
      {label !== undefined && (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap">
        <LogoAvatar kind="company" name={name} src={logoUrl} size="sm" />
        <Text truncate>{name}</Text>
        {href != null && href !== '' && (
          <Tooltip label={OPEN_IN_NEW_TAB_LABEL}>
            <ActionIcon
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              aria-label={OPEN_IN_NEW_TAB_LABEL}
            >
              <ExternalLinkIcon />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </div>
  );
}
