import { Button, Group, Text } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';
import { readSignature, signatureToProof, type SignatureProof } from '../../domain/delivery/signature-proof';
import classes from './delivery.module.css';

export type SignaturePadFieldProps = {
  label: string;
  value: SignatureProof;
  onChange: (value: SignatureProof) => void;
  error?: string | undefined;
};

/**
 * A signature drawn with a finger (or mouse) on a canvas through signature_pad; the value is
 * the pad's point groups (the stored signature point list). Clear starts again.
 * @example <SignaturePadField label="Signature" value={draft.signature} onChange={setSignature} />
 */
export function SignaturePadField({ label, value, onChange, error }: SignaturePadFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  const valueRef = useRef(value);
  useEffect(() => {
    changeRef.current = onChange;
    valueRef.current = value;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return undefined;
    const pad = new SignaturePad(canvas, {
      penColor: '#000000',
      backgroundColor: 'rgba(0,0,0,0)',
      minWidth: 1,
      maxWidth: 3,
    });
    padRef.current = pad;
    const fit = () => {
      // The canvas is as wide as the screen; its pixels follow the device ratio so lines stay crisp.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(
        readSignature(valueRef.current).map((stroke) => ({
          penColor: '#000000',
          dotSize: 0,
          minWidth: 1,
          maxWidth: 3,
          velocityFilterWeight: 0.7,
          compositeOperation: 'source-over' as const,
          ...stroke,
          points: stroke.points.map((point, index) => ({
            x: point.x,
            y: point.y,
            time: point.time ?? index,
            pressure: point.pressure ?? 0.5,
          })),
        })),
      );
    };
    fit();
    const onEnd = () => changeRef.current(signatureToProof(pad.toData()));
    pad.addEventListener('endStroke', onEnd);
    window.addEventListener('resize', fit);
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      window.removeEventListener('resize', fit);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    // A reset from outside (the next stop) empties the pad.
    if (value.length === 0 && padRef.current !== null && !padRef.current.isEmpty()) padRef.current.clear();
  }, [value]);

  const clear = () => {
    padRef.current?.clear();
    onChange([]);
  };

  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text fw={700} size="lg">
          {label}
        </Text>
        <Button variant="outline" color="dark" size="md" h={48} onClick={clear}>
          Clear
        </Button>
      </Group>
      <canvas
        ref={canvasRef}
        className={classes.signatureCanvas}
        aria-label={label}
        data-testid="signature-pad"
        data-strokes={value.length}
      />
      {error === undefined ? null : (
        <Text c="#b71c1c" fw={600} mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
