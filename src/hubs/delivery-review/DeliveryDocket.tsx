import type { MirrorRow } from '../../data/mirror-row';
import { formatDate, formatTime } from '../../domain/formats';
import { SignatureDrawing } from '../../blocks/delivery/SignatureDrawing';
import { packagedItemsOf, packageName, packedCount } from '../../domain/delivery/packaged-items';
import classes from './delivery-review.module.css';

export type DeliveryDocketProps = {
  movement: MirrorRow<'deliveries' | 'courier-movements'>;
  destination: string;
  address: string;
  customer: string;
};

/**
 * The printable delivery docket of one movement: only it prints (the print stylesheet hides
 * the rest of the page), with the receiver's signature drawn from its point list.
 */
export function DeliveryDocket({ movement, destination, address, customer }: DeliveryDocketProps) {
  return (
    <section className={classes.docket} aria-label="Delivery docket" data-testid="delivery-docket">
      <h1 style={{ fontSize: '16pt', margin: '0 0 4mm' }}>Delivery Docket</h1>
      <p>
        <strong>{customer || destination}</strong>
        <br />
        {destination}
        <br />
        {address}
      </p>
      <p>
        Delivered {formatDate(movement.deliveredOn as string)} {formatTime(movement.deliveredOn as string)}
        {typeof movement.tempOnDelivery === 'number' ? `, at ${movement.tempOnDelivery} °C` : ''}
      </p>
      <table>
        <thead>
          <tr>
            <th>Package</th>
            <th>Packed</th>
            <th>Delivered</th>
            <th>Reason short</th>
          </tr>
        </thead>
        <tbody>
          {packagedItemsOf(movement).map((item, index) => (
            <tr key={typeof item.id === 'string' ? item.id : index}>
              <td>{packageName(item)}</td>
              <td>{packedCount(item)}</td>
              <td>{typeof item.quantityDelivered === 'number' ? item.quantityDelivered : ''}</td>
              <td>{typeof item.shortReason === 'string' ? item.shortReason : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {typeof movement.driverNotes === 'string' && movement.driverNotes !== '' ? (
        <p>Notes: {movement.driverNotes}</p>
      ) : null}
      <p style={{ marginTop: '6mm' }}>Received by: {String(movement.receiverName ?? '')}</p>
      <SignatureDrawing
        proof={movement.proofOfDelivery}
        label={`Signature of ${String(movement.receiverName ?? 'the receiver')}`}
        height={110}
      />
    </section>
  );
}
