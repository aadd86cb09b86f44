/**
 * Sizes that keep the warehouse hubs' controls at least 48 px each way on a tablet: Mantine's
 * lg buttons and fields are 50 px, but a segmented control's choices are 42 px even at lg.
 */
export const SEGMENT_TOUCH_STYLES = {
  // Long names (a location, 'Combined pick list') wrap within their segment on a phone instead of running off its edge.
  label: {
    minHeight: 48,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    whiteSpace: 'normal',
    textAlign: 'center',
  },
} as const;
