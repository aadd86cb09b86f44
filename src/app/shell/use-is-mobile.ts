import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_MEDIA_QUERY } from '../../blocks/menus/bottom-navigation';

/**
 * Whether the window is narrower than the mobile breakpoint (580 px).
 * @example const isMobile = useIsMobile();
 */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY) === true;
}
