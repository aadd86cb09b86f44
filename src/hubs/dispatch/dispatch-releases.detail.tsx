import { MovementDetail } from './MovementDetail';

/** dispatch-release/:id: one release in full, with its proof of release. */
export default function DispatchReleaseDetail() {
  return <MovementDetail entityName="releases" title="Release" />;
}
