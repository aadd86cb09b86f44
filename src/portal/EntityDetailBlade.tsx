import { useNavigate } from '@tanstack/react-router';
import { useBlades, useCurrentBlade } from '../blocks/blade-context';
import { itemBladeRequest, NEW_ITEM_ID } from '../blocks/blade-manager';
import { EntityDetailScreen } from './EntityDetailScreen';

/**
 * The generic form of one record inside its detail blade: the id comes from the blade's data
 * ('new' creates), Back and a saved new item close the blade, Add opens a blank one in it.
 * @example renderBlade={(blade) => blade.name === 'product' ? <EntityDetailBlade entityName="products" /> : list}
 */
export function EntityDetailBlade({ entityName }: { entityName: string }) {
  const blades = useBlades();
  const blade = useCurrentBlade();
  const navigate = useNavigate();
  if (blades === null || blade === null) return null;
  const id = typeof blade.data.id === 'string' && blade.data.id !== '' ? blade.data.id : NEW_ITEM_ID;
  const close = () => blades.close(blade.name);
  return (
    <EntityDetailScreen
      entityName={entityName}
      id={id}
      inBlade
      titleOrder={2}
      proxyID={blade.query.proxyID ?? null}
      onClose={close}
      // Back is the user leaving: unsaved edits ask first. A save or delete closes without asking.
      onBack={() => blades.confirmLeave(blade.name, close)}
      onAdd={() => {
        // A blank form replaces this one: unsaved edits are asked about first.
        const blank = () =>
          void blades.open(
            itemBladeRequest(blade.name, NEW_ITEM_ID, {
              proxyID: blade.query.proxyID ?? null,
              parent: blade.parent,
            }),
          );
        if (id === NEW_ITEM_ID) blank();
        else blades.confirmLeave(blade.name, blank);
      }}
      onNavigate={(href, options) =>
        void navigate({ href, ...(options?.replace === true ? { replace: true } : {}) })
      }
    />
  );
}
