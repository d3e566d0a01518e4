import { MAX_LINE_QUANTITY } from '@onsale/core/bag';
import { colorPictureIn } from '@onsale/core/color-images';
import { colorsLeft, fewLeftNote, sizesLeft, stockOf } from '@onsale/core/variants';
import type { ProductDetail } from '@onsale/core/contracts/catalogue';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ColourDot } from '../../../components/ui/colour-swatch';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { SafeImage } from '../../../components/ui/safe-image';
import { messageOf } from '../../../lib/api-client';
import { bag } from '../../../lib/bag/bag-store';
import { productImageSrcSet } from '../../../lib/images';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useAskSizeAlert, useSizeAlerts } from '../api/size-alerts';
import { SizeChartButton } from './size-chart-button';

const NOTE_MS = 3000;
const FLASH_MS = 1000;

type Note = { tone: 'success' | 'warning'; text: string } | null;

/**
 * "Notify me when M is back" for a signed-in shopper (then "We'll tell you when M is back"); a
 * guest is offered sign-in, back to this page.
 */
function NotifyWhenBack({ productId, size, color }: { productId: string; size: string; color: string }) {
  const location = useLocation();
  const { data: user } = useCurrentUser();
  const alerts = useSizeAlerts(productId);
  const ask = useAskSizeAlert(productId);
  const name = [size, color].filter(Boolean).join(', ');
  if (!user) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Link to={`/login?next=${next}`} className="btn btn-outline-dark btn-sm">
        Sign in to be told when {name} is back
      </Link>
    );
  }
  const waiting = alerts.data?.some((alert) => alert.size === size && alert.color === color);
  if (waiting) return <p className="mb-0 text-success">We&apos;ll tell you when {name} is back.</p>;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={ask.isPending}
        onClick={() => ask.mutate({ size, color })}
      >
        Notify me when {name} is back
      </button>
      {ask.isError && <p className="invalid-note">{messageOf(ask.error)}</p>}
    </>
  );
}

/** A colour's button shows a small picture of it where the product has one, otherwise its dot. */
function ColourChoiceSwatch({ name, picture }: { name: string; picture: string | undefined }) {
  if (!picture) return <ColourDot name={name} size={26} />;
  return (
    <SafeImage
      src={picture}
      srcSet={productImageSrcSet(picture)}
      sizes="32px"
      alt=""
      width={32}
      height={32}
      className="colour-choice-picture"
    />
  );
}

/** "This size is sold out in this colour", in the words of what was chosen. */
function sizeColourSoldOut(size: string | null, color: string | null): string {
  if (size && color) return `Size ${size} is sold out in ${color}.`;
  return size ? `Size ${size} is sold out.` : `${color ?? 'This'} is sold out.`;
}

/**
 * Size, colour, quantity, Add to Bag and Buy Now. Where the stock is split by size and colour, a
 * size (or colour) with none left in the chosen colour (or size) cannot be chosen, and the
 * quantity is bounded by the chosen one's stock.
 */
export function PurchasePanel({
  product,
  onColorChange,
}: {
  product: ProductDetail;
  /** told of each colour chosen, so the gallery can show its picture */
  onColorChange?: (color: string) => void;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [size, setSize] = useState<string | null>(product.sizes.length === 1 ? (product.sizes[0] ?? null) : null);
  const [color, setColor] = useState<string | null>(product.colors.length === 1 ? (product.colors[0] ?? null) : null);
  const [quantity, setQuantity] = useState(1);
  const [missing, setMissing] = useState<{ size: boolean; color: boolean }>({ size: false, color: false });
  const [note, setNote] = useState<Note>(null);
  const [flash, setFlash] = useState(false);
  const timers = useRef<{ note?: number; flash?: number }>({});
  useEffect(() => {
    const current = timers.current;
    return () => {
      window.clearTimeout(current.note);
      window.clearTimeout(current.flash);
    };
  }, []);

  // Split stock: what each size has in the chosen colour (and each colour in the chosen size).
  const split = product.variants.length > 0;
  const sizeStock = sizesLeft(product, color);
  const colorStock = colorsLeft(product, size);
  const choiceStock = stockOf(product, size, color);
  const chosen = (product.sizes.length === 0 || size !== null) && (product.colors.length === 0 || color !== null);
  const left = split && chosen ? choiceStock : product.stock;
  const maxQuantity = Math.min(left, MAX_LINE_QUANTITY);
  const soldOut = product.stock <= 0;
  const choiceSoldOut = split && chosen && choiceStock <= 0;
  const fewLeft = split && chosen ? fewLeftNote(choiceStock) : null;

  // A second add restarts the timers, so its note stays its full three seconds.
  function later(name: 'note' | 'flash', callback: () => void, ms: number) {
    window.clearTimeout(timers.current[name]);
    timers.current[name] = window.setTimeout(callback, ms);
  }

  /** Adds the chosen line; 'full' when the bag already holds all the stock of it. */
  function addToBag(): 'missing-choice' | 'added' | 'full' {
    const needSize = product.sizes.length > 0 && size === null;
    const needColor = product.colors.length > 0 && color === null;
    setMissing({ size: needSize, color: needColor });
    if (needSize || needColor) {
      document.getElementById(needSize ? `${id}-size` : `${id}-color`)?.focus();
      return 'missing-choice';
    }
    const result = bag.add(
      {
        id: product.id,
        slug: product.slug,
        name: product.name,
        image: colorPictureIn(product.colorImages, color) ?? product.image,
        brand: product.brand,
        website: product.website,
        size,
        color,
        price: product.price,
        stock: left,
      },
      Math.min(quantity, Math.max(1, left)),
    );
    if (result.added === 0) {
      setNote({ tone: 'warning', text: 'Your bag already holds all we have of this item.' });
      later('note', () => setNote(null), NOTE_MS);
      return 'full';
    }
    setNote({ tone: 'success', text: 'Product added to your bag!' });
    setFlash(true);
    later('flash', () => setFlash(false), FLASH_MS);
    later('note', () => setNote(null), NOTE_MS);
    return 'added';
  }

  return (
    <div className={`purchase-panel ${flash ? 'is-flashing' : ''}`}>
      {product.sizes.length > 0 && (
        <fieldset className="mb-3 position-relative">
          <legend id={`${id}-size`} tabIndex={-1} className="choice-legend">
            Size{size ? <span className="fw-normal">: {size}</span> : null}
          </legend>
          <div className="choice-list">
            {product.sizes.map((option) => {
              const gone = split && (sizeStock.get(option) ?? 0) <= 0;
              return (
                <button
                  key={option}
                  type="button"
                  className={`size-choice ${size === option ? 'is-selected' : ''} ${gone ? 'is-sold-out' : ''}`}
                  aria-pressed={size === option}
                  aria-label={gone ? `${option}, Sold out` : undefined}
                  aria-disabled={gone || undefined}
                  title={gone ? 'Sold out' : undefined}
                  onClick={() => setSize(option)}
                >
                  {option}
                </button>
              );
            })}
          </div>
          {/* after the sizes: Bootstrap clears the legend's float on the element right after it */}
          <SizeChartButton product={product} />
          {missing.size && size === null && <p className="invalid-note">Please choose a size.</p>}
        </fieldset>
      )}
      {product.colors.length > 0 && (
        <fieldset className="mb-3">
          <legend id={`${id}-color`} tabIndex={-1} className="choice-legend">
            Colour{color ? <span className="fw-normal">: {color}</span> : null}
          </legend>
          <div className="choice-list">
            {product.colors.map((option) => {
              const gone = split && (colorStock.get(option) ?? 0) <= 0;
              return (
                <button
                  key={option}
                  type="button"
                  className={`colour-choice ${color === option ? 'is-selected' : ''} ${gone ? 'is-sold-out' : ''}`}
                  aria-pressed={color === option}
                  aria-label={gone ? `${option}, Sold out` : option}
                  aria-disabled={gone || undefined}
                  title={gone ? `${option}: sold out` : option}
                  onClick={() => {
                    setColor(option);
                    onColorChange?.(option);
                  }}
                >
                  <ColourChoiceSwatch name={option} picture={colorPictureIn(product.colorImages, option)} />
                </button>
              );
            })}
          </div>
          {missing.color && color === null && <p className="invalid-note">Please choose a colour.</p>}
        </fieldset>
      )}
      {choiceSoldOut && (
        <div className="mb-3">
          <p className="invalid-note mb-2">{sizeColourSoldOut(size, color)}</p>
          <NotifyWhenBack productId={product.id} size={size ?? ''} color={color ?? ''} />
        </div>
      )}
      {fewLeft && <p className="few-left mb-3">{fewLeft}</p>}
      <div className="mb-3">
        <p className="choice-legend mb-2">Quantity</p>
        <QuantityStepper
          value={Math.min(quantity, Math.max(1, maxQuantity))}
          max={Math.max(1, maxQuantity)}
          onChange={setQuantity}
          disabled={soldOut || choiceSoldOut}
        />
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-accent btn-lg flex-grow-1 add-to-bag"
          disabled={soldOut || choiceSoldOut}
          onClick={addToBag}
        >
          {soldOut ? 'Out of stock' : 'Add to Bag'}
        </button>
        <button
          type="button"
          className="btn btn-dark btn-lg flex-grow-1"
          disabled={soldOut || choiceSoldOut}
          onClick={() => {
            if (addToBag() !== 'missing-choice') void navigate('/cart');
          }}
        >
          Buy Now
        </button>
      </div>
      <div className="purchase-note" role="status" aria-live="polite">
        {note && <p className={`alert alert-${note.tone} py-2 mb-0 mt-3`}>{note.text}</p>}
      </div>
    </div>
  );
}
