import { Stack, Text } from '@mantine/core';
import { PrintSheetHeader } from './PrintSheetHeader';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import classes from './labels.module.css';
import type { PackageLabel } from './pack-state';

type Props = {
  consignmentNumber: string;
  destination: string;
  buyer: string;
  labels: readonly PackageLabel[];
  onClose: () => void;
};

/** Printable labels, one per package: consignment number, destination, package k of n and a QR code of the consignment number. */
export function PackageLabels({ consignmentNumber, destination, buyer, labels, onClose }: Props) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(consignmentNumber, { margin: 1, width: 240 }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [consignmentNumber]);
  return (
    <Stack gap="md" p="md">
      <PrintSheetHeader title={`Labels for ${consignmentNumber}`} closeLabel="Back" onClose={onClose} />
      <div className={classes.sheet} aria-label="Package labels">
        {labels.map((label) => (
          <div key={label.key} className={classes.label} data-testid="package-label">
            {qr !== null && <img src={qr} alt={`QR code of ${consignmentNumber}`} />}
            <div>
              <Text fw={800} size="xl">
                {consignmentNumber}
              </Text>
              <Text fw={600}>{buyer}</Text>
              <Text>{destination}</Text>
              <Text fw={700}>
                Package {label.index} of {label.total} · {label.code}
              </Text>
            </div>
          </div>
        ))}
      </div>
    </Stack>
  );
}
