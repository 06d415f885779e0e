// The feature's Settings sections, loaded with the Settings dialog.
import { NotificationsPanel } from './notifications-panel';
import { OfflineCachePanel } from './offline-cache-panel';

export default function PwaSettings() {
  return (
    <>
      <NotificationsPanel />
      <OfflineCachePanel />
    </>
  );
}
