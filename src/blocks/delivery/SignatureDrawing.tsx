import { Text } from '@mantine/core';
import { readSignature, signatureBox, signaturePath } from '../../domain/delivery/signature-proof';

/**
 * A stored signature drawn back from its point list (as SVG, so it prints sharp).
 * @example <SignatureDrawing proof={movement.proofOfDelivery} label="Signature of Mia Chen" />
 */
export function SignatureDrawing({
  proof,
  label,
  height = 120,
}: {
  proof: unknown;
  label: string;
  height?: number;
}) {
  const strokes = readSignature(proof);
  const box = signatureBox(strokes);
  if (box === null) {
    return (
      <Text c="dimmed" size="sm">
        No signature
      </Text>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="signature-drawing"
      viewBox={`${box.minX} ${box.minY} ${box.width} ${box.height}`}
      height={height}
      style={{ maxWidth: '100%', display: 'block' }}
      preserveAspectRatio="xMinYMid meet"
    >
      <path
        d={signaturePath(strokes)}
        fill="none"
        stroke="#000"
        strokeWidth={2.2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
