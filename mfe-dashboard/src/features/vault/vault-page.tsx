import { useParams } from '@teduh/shared/router';
import { VaultAdd } from './vault-add';
import { VaultDetail } from './vault-detail';
import { VaultHome } from './vault-home';

/** `/vault/{id?}`: the vault (no id), the add form (`new`), or one recorded policy. */
export function VaultPage() {
  const { id } = useParams<{ id?: string }>();
  if (!id) return <VaultHome />;
  if (id === 'new') return <VaultAdd />;
  return <VaultDetail key={id} id={id} />;
}
