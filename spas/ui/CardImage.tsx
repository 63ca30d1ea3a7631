import { useEffect, useState } from '../lib/react-deps.js';
import { cdnClient } from '../../shared/brand/cdn.js';
import './cardPanel.css';

/**
 * The card image chain of docs/requirements.md#spec-1-product (static/README.md): the client's image for the product
 * (`/cdn/{client}/cards/{product}.svg`), then the client's generic card (`/cdn/{client}/card.svg`), then the shared
 * generic card (`/cdn/default/card.svg`). The gateway already serves `default/` for a file a client lacks; this chain
 * covers an image that fails to load at all. Past the last, a plain card shape with the same words.
 */
export function cardImageChain(brand: string | null | undefined, productCode: number | null | undefined): string[] {
  const client = cdnClient(brand);
  const chain = [
    ...(productCode != null && Number.isInteger(productCode) && client !== 'default' ? [`/cdn/${client}/cards/${productCode}.svg`] : []),
    ...(client !== 'default' ? [`/cdn/${client}/card.svg`] : []),
    '/cdn/default/card.svg',
  ];
  return chain;
}

export function CardImage({
  brand,
  productCode,
  alt,
}: {
  brand: string | null | undefined;
  productCode: number | null | undefined;
  alt: string;
}) {
  const chain = cardImageChain(brand, productCode);
  const key = chain.join(' ');
  const [step, setStep] = useState(0);
  useEffect(() => setStep(0), [key]);
  const src = chain[step];
  if (!src) {
    return (
      <div className="card-image card-image-fallback" role="img" aria-label={alt}>
        <span aria-hidden="true">{alt}</span>
      </div>
    );
  }
  return <img className="card-image" src={src} alt={alt} width={320} height={202} onError={() => setStep((s) => s + 1)} />;
}
