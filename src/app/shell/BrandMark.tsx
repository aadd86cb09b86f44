/**
 * The Bulktrade mark: stacked crates on a pallet, drawn in the current colour.
 * @example <BrandMark size={28} />
 */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="7" fill="currentColor" opacity="0.16" />
      <rect x="7" y="13" width="8" height="8" rx="1.5" fill="currentColor" />
      <rect x="17" y="13" width="8" height="8" rx="1.5" fill="currentColor" opacity="0.8" />
      <rect x="12" y="5" width="8" height="7" rx="1.5" fill="currentColor" opacity="0.9" />
      <path d="M6 24h20M9 24v3M16 24v3M23 24v3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
