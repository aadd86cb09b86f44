import { MovementDetail } from './MovementDetail';

/** dispatch-pickup/:id: one pickup in full, with its proof of release. */
export default function DispatchPickupDetail() {
  return <MovementDetail entityName="courier-movements" title="Pickup" />;
}
