import { useState } from 'react';

type Box = [number, number, number, number];

/**
 * An image of the source document with the focused value's box outlined and its row banded across
 * the page. `frame` is the size the reader's boxes were measured on (the page's own pixels); the
 * image's natural size when not given. Boxes are placed in percent, so any drawn size fits.
 */
export function ImageSource({
  url,
  label,
  title,
  box,
  frame,
}: {
  url: string;
  /** The scrolling region's name; `title` is the image's. */
  label: string;
  title: string;
  box: Box | undefined;
  frame?: { width: number; height: number };
}) {
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const size = frame ?? natural;
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      style={{ position: 'relative', overflow: 'auto', maxHeight: '75vh' }}
    >
      <img
        src={url}
        alt={title}
        style={{ width: '100%', display: 'block' }}
        onLoad={(event) =>
          setNatural({
            width: event.currentTarget.naturalWidth,
            height: event.currentTarget.naturalHeight,
          })
        }
      />
      {box && size ? (
        <div
          data-testid="source-row-highlight"
          aria-hidden
          style={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: `${(box[1] / size.height) * 100}%`,
            height: `${((box[3] - box[1]) / size.height) * 100}%`,
            background: 'rgba(253, 126, 20, 0.15)',
          }}
        />
      ) : null}
      {box && size ? (
        <div
          data-testid="source-highlight"
          aria-hidden
          style={{
            position: 'absolute',
            left: `${(box[0] / size.width) * 100}%`,
            top: `${(box[1] / size.height) * 100}%`,
            width: `${((box[2] - box[0]) / size.width) * 100}%`,
            height: `${((box[3] - box[1]) / size.height) * 100}%`,
            outline: '3px solid var(--mantine-color-orange-6)',
          }}
        />
      ) : null}
    </div>
  );
}
