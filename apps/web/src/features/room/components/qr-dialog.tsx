// The room link as a 400 px QR code. Loaded on demand with its library.
import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';
import { DialogShell } from '../../../components/modal';

export const QR_SIZE_PX = 400;

export default function QrDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void toDataURL(link, { width: QR_SIZE_PX, margin: 2 }).then((url) => {
      if (live) setImage(url);
    });
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <DialogShell
      label="Room QR code"
      onClose={onClose}
      className="stack"
      style={{ width: 'auto', alignItems: 'center' }}
    >
      {image === null ? (
        <p>…</p>
      ) : (
        <img
          src={image}
          width={QR_SIZE_PX}
          height={QR_SIZE_PX}
          alt={`QR code for ${link}`}
          style={{ maxWidth: '80vw', height: 'auto' }}
        />
      )}
      <button type="button" className="btn" onClick={onClose} autoFocus data-autofocus>
        Close
      </button>
    </DialogShell>
  );
}
