import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { usePublicSettings } from '../../../lib/catalogue/get-public-settings';

export type InfoPageName = 'about' | 'contact' | 'shipping-policy' | 'returns' | 'faq' | 'privacy' | 'terms';

interface InfoContent {
  title: string;
  description: string;
  body: ReactNode;
}

const PAGES: Record<InfoPageName, InfoContent> = {
  about: {
    title: 'About OnSale',
    description: "OnSale is an open marketplace for discounted fashion from Pakistan's brands, with cash on delivery.",
    body: (
      <>
        <p className="lead">
          OnSale brings the best markdowns from Pakistan&apos;s favourite fashion brands into one place, so you never
          pay full price again.
        </p>
        <p>
          Brands and their authorised sellers list their end-of-season stock, last sizes and festive leftovers on
          OnSale. Every listing shows the original price and the discount, and every item comes straight from the brand:{' '}
          <strong>100% original</strong>, never a copy.
        </p>
        <h2>How it works</h2>
        <ul>
          <li>Browse Men, Women, Kids, Footwear, Accessories and Beauty, or search for exactly what you want.</li>
          <li>Add items to your bag and place your order: you pay cash on delivery, nothing up front.</li>
          <li>Your order is processed within 24 hours and delivered in 4-5 business days.</li>
          <li>Not right? Return or exchange it within 30 days.</li>
        </ul>
        <h2>Sell on OnSale</h2>
        <p>
          Own a brand? <Link to="/become-a-seller">Become a seller</Link> to reach shoppers looking for deals. New
          seller accounts are reviewed within 1-2 business days.
        </p>
      </>
    ),
  },
  contact: {
    title: 'Contact us',
    description: 'Reach OnSale customer support Monday to Friday, 9 AM to 6 PM, by e-mail or phone.',
    body: <ContactDetails />,
  },
  'shipping-policy': {
    title: 'Shipping & delivery',
    description:
      'OnSale delivers across Pakistan in 4-5 business days, cash on delivery, Rs. 250 shipping per item line.',
    body: (
      <>
        <p className="lead">
          Standard delivery takes <strong>4-5 business days</strong> anywhere in Pakistan.
        </p>
        <ul>
          <li>Orders are processed within 24 hours of being placed.</li>
          <li>
            Shipping costs Rs. 250 for each distinct item in your bag (not per unit), because items may ship from
            different sellers.
          </li>
          <li>Payment is cash on delivery only: pay the courier when your parcel arrives.</li>
          <li>You can check the delivery estimate for your city on any product page, under Delivery.</li>
        </ul>
        <p>
          Questions about a delivery? <Link to="/contact">Contact us</Link>.
        </p>
      </>
    ),
  },
  returns: {
    title: 'Returns & exchange',
    description: 'Return or exchange any OnSale purchase within 30 days of delivery.',
    body: (
      <>
        <p className="lead">
          Changed your mind? You can return or exchange items within <strong>30 days</strong> of delivery.
        </p>
        <ul>
          <li>Items must be unused, unwashed and in their original packaging with the tags attached.</li>
          <li>Beauty products can be returned only if unopened, for hygiene reasons.</li>
          <li>Exchanges for another size depend on stock: only sizes in stock are offered.</li>
          <li>
            Choose your refund: OnSale credit at once when the seller accepts the return, to spend on your next order,
            or to your bank account or JazzCash or Easypaisa wallet.
          </li>
          <li>Refunds are made within 7 business days after the returned item reaches the seller.</li>
        </ul>
        <p>
          To start a return, open <Link to="/orders">My Orders</Link>, choose the order and then &ldquo;Return or
          exchange&rdquo; beside the item. Ordered as a guest? <Link to="/contact">Contact us</Link> with your order
          number.
        </p>
      </>
    ),
  },
  faq: {
    title: 'Frequently asked questions',
    description: 'Answers about ordering, payment, delivery, returns and selling on OnSale.',
    body: (
      <div className="faq">
        {[
          [
            'Are the products original?',
            'Yes. Every product on OnSale is 100% original and comes from the brand or its authorised seller.',
          ],
          ['How do I pay?', 'Cash on delivery only. You pay the courier when your order arrives.'],
          ['How long does delivery take?', 'Orders are processed within 24 hours and delivered in 4-5 business days.'],
          ['How much is shipping?', 'Rs. 250 for each distinct item line in your bag.'],
          [
            'Can I return an item?',
            'Yes, within 30 days of delivery, unused and with its tags. See Returns & exchange.',
          ],
          [
            'Do I need an account to order?',
            'No, you can order as a guest. An account lets you track orders, keep a wishlist and follow brands.',
          ],
          [
            'How do I sell on OnSale?',
            'Register as a seller from your account menu. We review new sellers within 1-2 business days.',
          ],
        ].map(([question, answer]) => (
          <details key={question}>
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </div>
    ),
  },
  privacy: {
    title: 'Privacy policy',
    description: 'What OnSale collects about you, why, and how long it is kept.',
    body: (
      <>
        <p className="lead">We collect only what we need to deliver your orders and run your account.</p>
        <h2>What we collect</h2>
        <ul>
          <li>Your name, e-mail, phone number and address when you order or create an account.</li>
          <li>Your orders, wishlist and the brands you follow.</li>
          <li>Your bag is stored in your own browser until you check out.</li>
        </ul>
        <h2>How we use it</h2>
        <p>
          To deliver orders, send order e-mails, answer support requests and, if you follow a brand, tell you about its
          new deals. We share delivery details only with the seller and courier of your order. We do not sell your data.
        </p>
        <h2>Your choices</h2>
        <p>
          You can edit your profile at any time, stop brand notifications from the Brand Notifications page, or{' '}
          <Link to="/contact">ask us</Link> to delete your account.
        </p>
      </>
    ),
  },
  terms: {
    title: 'Terms of service',
    description: 'The terms that apply when you shop or sell on OnSale.',
    body: (
      <>
        <p className="lead">By using OnSale you agree to these terms.</p>
        <h2>Orders</h2>
        <p>
          An order is a request to buy from the seller of each item. Prices are in Pakistani rupees and include taxes.
          Payment is cash on delivery. We may cancel an order if an item turns out to be out of stock; you are never
          charged for a cancelled order.
        </p>
        <h2>Returns</h2>
        <p>
          Items may be returned or exchanged within 30 days as described in{' '}
          <Link to="/returns">Returns & exchange</Link>.
        </p>
        <h2>Sellers</h2>
        <p>
          Sellers guarantee that their products are original and described truthfully. OnSale may remove listings or
          suspend sellers that break these terms.
        </p>
      </>
    ),
  },
};

/** The support hours and contacts as the admins set them. */
function ContactDetails() {
  const shop = usePublicSettings();
  return (
    <>
      <p className="lead">We are happy to help with orders, deliveries, returns and anything else.</p>
      <div className="row g-3 mb-4">
        <div className="col-md-4">
          <div className="info-card">
            <h2 className="h6">Support hours</h2>
            <p className="mb-0">{shop.supportHours}</p>
          </div>
        </div>
        <div className="col-md-4">
          <div className="info-card">
            <h2 className="h6">E-mail</h2>
            <p className="mb-0">
              <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a>
            </p>
          </div>
        </div>
        {shop.supportPhone && (
          <div className="col-md-4">
            <div className="info-card">
              <h2 className="h6">Phone</h2>
              <p className="mb-0">
                <a href={`tel:${shop.supportPhone.replace(/[^0-9+]/g, '')}`}>{shop.supportPhone}</a>
              </p>
            </div>
          </div>
        )}
      </div>
      <p>
        E-mails sent outside support hours are answered on the next business day. Please have your order number ready
        when you call about an order.
      </p>
    </>
  );
}

/** The page's title and description, for its head. */
export function infoPageHead(page: InfoPageName): { title: string; description: string } {
  const { title, description } = PAGES[page];
  return { title, description };
}

export function InfoPage({ page }: { page: InfoPageName }) {
  const content = PAGES[page];
  return (
    <div className="container page-container info-page">
      <Breadcrumbs items={[{ label: content.title }]} />
      <h1 className="page-title mb-4">{content.title}</h1>
      {content.body}
    </div>
  );
}
