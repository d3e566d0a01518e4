import { textOf } from './page-fetcher';
import { ProductPageError, readProductPage } from './product-page';

/**
 * The worker thread that reads fetched product pages (page-reader.ts starts it): a page that
 * takes long to read holds this thread, never the one that answers requests.
 */

/** A fetched page as it came (page-fetcher.ts): decoding its text is reading too. */
export interface PageReadTask {
  bytes: Uint8Array;
  contentType: string;
  url: string;
}

export type PageReading =
  { read: ReturnType<typeof readProductPage> } | { refused: { code: ProductPageError['code']; message: string } };

/** Errors lose their class between threads: a refusal travels as data. */
export default function readPage({ bytes, contentType, url }: PageReadTask): PageReading {
  try {
    return { read: readProductPage(textOf(bytes, contentType), url) };
  } catch (error) {
    if (error instanceof ProductPageError) return { refused: { code: error.code, message: error.message } };
    throw error;
  }
}

/** Answers once the thread has loaded this module, so that starting a thread is not counted as reading. */
export function ready(): true {
  return true;
}
