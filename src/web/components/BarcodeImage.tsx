/**
 * A Code 128 barcode or a QR code drawn in the browser as an SVG image (nothing is fetched from
 * elsewhere). The encoder is loaded on demand so pages without a barcode stay small.
 */
import { useEffect, useState } from 'react';

export type BarcodeKind = 'code128' | 'qrcode';

async function renderSvg(kind: BarcodeKind, text: string): Promise<string> {
  // Only the two symbologies used here are imported, so the bundle leaves the others out.
  const { code128, qrcode, drawingSVG } = await import('bwip-js/browser');
  const opts = { bcid: kind, text, scale: 3, ...(kind === 'code128' ? { height: 10, includetext: true, textxalign: 'center' as const } : {}) };
  return kind === 'code128' ? code128(opts, drawingSVG()) : qrcode(opts, drawingSVG());
}

export function BarcodeImage({ kind, text, alt, width, className }: { kind: BarcodeKind; text: string; alt: string; width?: number | string; className?: string }) {
  const [svg, setSvg] = useState<{ key: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const key = `${kind}:${text}`;

  useEffect(() => {
    let live = true;
    renderSvg(kind, text).then(
      (out) => live && setSvg({ key, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(out)}` }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [kind, text, key]);

  if (failed) return <span className={className}>{text}</span>;
  if (!svg || svg.key !== key) return <span className={`d-inline-block ${className ?? ''}`} style={{ width, minHeight: 40 }} aria-busy="true" />;
  return <img src={svg.src} alt={alt} width={width} className={className} />;
}
