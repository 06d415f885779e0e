// The room link as a 400 px QR code (core §9). Loaded on demand with its library.
import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';
import { useFocusTrap } from '../../../components/use-focus-trap';

export const QR_SIZE_PX = 400;

export default function QrDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const [image, setImage] = useState<string | null>(null);
  const dialog = useFocusTrap<HTMLDivElement>({ onEscape: onClose });
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
    <div className="overlay" onClick={onClose}>
      <div
        ref={dialog}
        tabIndex={-1}
        className="dialog stack"
        role="dialog"
        aria-modal="true"
        aria-label="Room QR code"
        style={{ width: 'auto', alignItems: 'center' }}
        onClick={(event) => event.stopPropagation()}
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
      </div>
    </div>
  );
}
