import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

// How often a frame is read: often enough to feel instant, rarely enough to leave the tablet cool.
const FRAME_MS = 200;

export type CameraDialogProps = {
  /** The dialog's title: the label of the button that opened it. */
  title: string;
  onClose: () => void;
  /** Called once with the code read; the camera stops. */
  onCode: (code: string) => void;
};

/**
 * The camera's dialog: opens the rear camera and reads the first barcode it sees. Its module
 * (Mantine's Modal with FocusTrap and ScrollArea, and floating-ui: about 25 KB gzipped) loads
 * when a person first asks to scan (CameraScan); the decoder when the camera first opens.
 * @example <CameraDialog title="Scan batch with camera" onClose={close} onCode={pick} />
 */
export function CameraDialog({ title, onClose, onCode }: CameraDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    void (async () => {
      try {
        const [{ createBarcodeDecoder }, media] = await Promise.all([
          import('./barcode-decoder'),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        ]);
        stream = media;
        if (stopped || video.current === null) return stop();
        video.current.srcObject = media;
        await video.current.play();
        const decoder = await createBarcodeDecoder(
          globalThis as { BarcodeDetector?: unknown },
          async () => (await import('zxing-wasm/reader/zxing_reader.wasm?url')).default,
        );
        setReady(true);
        const readFrame = async () => {
          if (stopped || video.current === null) return;
          const code =
            video.current.readyState >= 2 ? await decoder.decode(video.current).catch(() => null) : null;
          if (stopped) return;
          if (code !== null) {
            stop();
            found.current(code);
            return;
          }
          timer = setTimeout(() => void readFrame(), FRAME_MS);
        };
        void readFrame();
      } catch (error) {
        stop();
        const name = error instanceof Error ? error.name : '';
        setProblem(
          name === 'NotAllowedError'
            ? 'The camera is not allowed for this app. Allow it in the browser settings, or type or scan the code instead.'
            : `The camera could not be opened (${error instanceof Error ? error.message : String(error)}). Type or scan the code instead.`,
        );
      }
    })();
    return stop;
  }, []);

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <Stack gap="md">
        {problem !== null ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : (
          <>
            <video
              ref={video}
              muted
              playsInline
              aria-label="Camera"
              style={{ width: '100%', borderRadius: 8, background: '#000' }}
            />
            <Text c="dimmed">
              {ready ? 'Hold the barcode in the middle of the picture.' : 'Opening the camera…'}
            </Text>
          </>
        )}
        <Button size="lg" variant="default" onClick={onClose}>
          Close
        </Button>
      </Stack>
    </Modal>
  );
}
