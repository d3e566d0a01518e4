import { afterAll } from 'vitest';
import { undescribedAnswers } from './answered-statuses';

// Every status an API route answered in this file is one its description (docs/openapi.json) declares.
afterAll(() => {
  const undescribed = undescribedAnswers();
  if (undescribed.length > 0) throw new Error(`Answers the API description does not allow:\n${undescribed.join('\n')}`);
});
