import { Button } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useOnDemand } from '../use-on-demand';
import type { CameraDialogProps } from './CameraDialog';

type Props = {
  /** What the button says, e.g. 'Scan batch with camera'. */
  label: string;
  /** Called once with the code read; the camera closes. */
  onCode: (code: string) => void;
};

/** The camera's dialog module, imported once for every scan button (CameraDialog.tsx). */
const loadCameraDialog = (): Promise<ComponentType<CameraDialogProps>> =>
  import('./CameraDialog').then((module) => module.CameraDialog);

/** Whether this device can offer a camera at all (typing and USB/Bluetooth scanners always work). */
export function hasCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * A large button that opens the rear camera and reads the first barcode it sees. The dialog's
 * code (Mantine's Modal, FocusTrap, ScrollArea and floating-ui) is not in the screen's first
 * load: it loads when a person points at, focuses or taps the button, and a tap opens the dialog
 * as soon as it has come (offline from the precache; a load that fails is tried again at the next
 * tap). The decoder (and, where the browser has no BarcodeDetector, its WebAssembly) loads only
 * when the camera first opens. Shown only where the device has a camera.
 * @example <CameraScan label="Scan batch with camera" onCode={pickCode} />
 */
export function CameraScan({ label, onCode }: Props) {
  const [open, setOpen] = useState(false);
  const { loaded: Dialog, start } = useOnDemand(loadCameraDialog, 'camera');
  if (!hasCamera()) return null;
  return (
    <>
      <Button
        size="lg"
        variant="light"
        onPointerEnter={start}
        onFocus={start}
        onClick={() => {
          start();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {open && Dialog !== null && (
        <Dialog
          title={label}
          onClose={() => setOpen(false)}
          onCode={(code) => {
            setOpen(false);
            onCode(code);
          }}
        />
      )}
    </>
  );
}
