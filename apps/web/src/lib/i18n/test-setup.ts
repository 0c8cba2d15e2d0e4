// The unit tests of the web's pure functions read English, as a first visit with an English browser
// does: the same compiler and an empty catalogue (English lives in the code, decision 049).
import { i18n } from '@lingui/core';
import { compileMessage } from './compile-message.ts';

i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en', messages: {} });
