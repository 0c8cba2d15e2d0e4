// The server's refusals in Hindi and Bengali (issue 28, decision 049). The error handler sends a
// request's error message in the language of its Accept-Language (the web sends the language on the
// screen): an exact English message is looked up here; a message with values is matched by its
// template, {name} standing for a value that is carried over as it was. A message not listed goes out
// in English (the back office's, and a few an integrator alone meets). The spec's exact English stays
// exact in English. Tests check every entry keeps its placeholders. A refusal about one field of a
// request names the field; field-refusals.ts says those, the field in the form's word for it.
import { FIELD_TEMPLATES, FIELD_WORDS } from './field-refusals.ts';
import type { Said, ServerLanguage, Translation } from './said.ts';

export const SERVER_MESSAGES: Record<string, Translation> = {
  // Logging in
  'Invalid Mobile No.!': { hi: 'मोबाइल नंबर सही नहीं है!', bn: 'মোবাইল নম্বর সঠিক নয়!' },
  'Please Enter a OTP.': { hi: 'कृपया OTP डालें।', bn: 'অনুগ্রহ করে OTP দিন।' },
  'Invalid OTP. Please check the code and try again.': {
    hi: 'OTP गलत है। कोड जाँचकर फिर से कोशिश करें।',
    bn: 'OTP ভুল। কোডটি দেখে আবার চেষ্টা করুন।',
  },
  'Invalid or expired OTP. Ask for a new code.': {
    hi: 'OTP गलत है या उसका समय खत्म हो गया। नया कोड मँगाएँ।',
    bn: 'OTP ভুল বা তার সময় শেষ। নতুন কোড চেয়ে নিন।',
  },
  'No account with this number. Sign up.': {
    hi: 'इस नंबर से कोई खाता नहीं है। साइन अप करें।',
    bn: 'এই নম্বরে কোনো অ্যাকাউন্ট নেই। সাইন আপ করুন।',
  },
  'This number already has an account. Log in.': {
    hi: 'इस नंबर से पहले से खाता है। लॉग इन करें।',
    bn: 'এই নম্বরে আগে থেকেই অ্যাকাউন্ট আছে। লগ ইন করুন।',
  },
  'Please wait a minute before asking for another code.': {
    hi: 'नया कोड माँगने से पहले एक मिनट रुकें।',
    bn: 'আরেকটি কোড চাওয়ার আগে এক মিনিট অপেক্ষা করুন।',
  },
  'The code could not be sent just now. Please try again in a moment.': {
    hi: 'अभी कोड नहीं भेजा जा सका। थोड़ी देर में फिर से कोशिश करें।',
    bn: 'এখন কোড পাঠানো গেল না। একটু পরে আবার চেষ্টা করুন।',
  },
  'We are sending too many codes right now. Please try again in a few minutes.': {
    hi: 'अभी बहुत सारे कोड भेजे जा रहे हैं। कुछ मिनट बाद फिर से कोशिश करें।',
    bn: 'এখন অনেক বেশি কোড পাঠানো হচ্ছে। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  },
  'Too many codes asked for this number today. Try again tomorrow.': {
    hi: 'आज इस नंबर के लिए बहुत सारे कोड माँगे गए। कल फिर से कोशिश करें।',
    bn: 'আজ এই নম্বরের জন্য অনেক বেশি কোড চাওয়া হয়েছে। কাল আবার চেষ্টা করুন।',
  },
  'Too many codes asked for this number. Try again in an hour.': {
    hi: 'इस नंबर के लिए बहुत सारे कोड माँगे गए। एक घंटे बाद फिर से कोशिश करें।',
    bn: 'এই নম্বরের জন্য অনেক বেশি কোড চাওয়া হয়েছে। এক ঘণ্টা পরে আবার চেষ্টা করুন।',
  },
  'Too many sign-up codes asked for numbers like this one. Try again in an hour.': {
    hi: 'ऐसे नंबरों के लिए बहुत सारे साइन-अप कोड माँगे गए। एक घंटे बाद फिर से कोशिश करें।',
    bn: 'এমন নম্বরের জন্য অনেক বেশি সাইন-আপ কোড চাওয়া হয়েছে। এক ঘণ্টা পরে আবার চেষ্টা করুন।',
  },
  'Too many wrong codes from this device. Try again in an hour.': {
    hi: 'इस डिवाइस से बहुत बार गलत कोड डाला गया। एक घंटे बाद फिर से कोशिश करें।',
    bn: 'এই ডিভাইস থেকে অনেকবার ভুল কোড দেওয়া হয়েছে। এক ঘণ্টা পরে আবার চেষ্টা করুন।',
  },
  'Too many wrong tries for this code. Ask for a new code.': {
    hi: 'इस कोड के लिए बहुत बार गलत कोशिश हुई। नया कोड मँगाएँ।',
    bn: 'এই কোডের জন্য অনেকবার ভুল চেষ্টা হয়েছে। নতুন কোড চেয়ে নিন।',
  },
  'Please log in to continue.': { hi: 'आगे बढ़ने के लिए लॉग इन करें।', bn: 'এগিয়ে যেতে লগ ইন করুন।' },
  'Your session has ended. Please log in again.': {
    hi: 'आपका सेशन खत्म हो गया। फिर से लॉग इन करें।',
    bn: 'আপনার সেশন শেষ হয়ে গেছে। আবার লগ ইন করুন।',
  },
  'Please enter your full name.': { hi: 'कृपया अपना पूरा नाम डालें।', bn: 'অনুগ্রহ করে আপনার পুরো নাম লিখুন।' },
  'Please enter all details.': { hi: 'कृपया सारी जानकारी भरें।', bn: 'অনুগ্রহ করে সব তথ্য দিন।' },
  'Please enter a valid e-mail address.': {
    hi: 'कृपया सही ई-मेल पता डालें।',
    bn: 'অনুগ্রহ করে সঠিক ই-মেল ঠিকানা দিন।',
  },
  'Name is too long': { hi: 'नाम बहुत लंबा है', bn: 'নামটি খুব লম্বা' },
  'This email address is too long.': { hi: 'यह ई-मेल पता बहुत लंबा है।', bn: 'এই ই-মেল ঠিকানাটি খুব লম্বা।' },
  'The name contains a character that is not allowed.': {
    hi: 'नाम में ऐसा अक्षर है जिसकी अनुमति नहीं है।',
    bn: 'নামে এমন একটি অক্ষর আছে যা চলবে না।',
  },
  // Where and what
  'Set location requires an address': { hi: 'लोकेशन के लिए पता ज़रूरी है', bn: 'লোকেশনের জন্য ঠিকানা দরকার' },
  'Add your house / flat number to deliver here.': {
    hi: 'यहाँ डिलीवरी के लिए अपना मकान / फ़्लैट नंबर जोड़ें।',
    bn: 'এখানে ডেলিভারির জন্য আপনার বাড়ি / ফ্ল্যাট নম্বর যোগ করুন।',
  },
  'Not serviceable in selected address': {
    hi: 'चुने गए पते पर डिलीवरी नहीं होती',
    bn: 'বেছে নেওয়া ঠিকানায় ডেলিভারি হয় না',
  },
  'Address not found': { hi: 'पता नहीं मिला', bn: 'ঠিকানা পাওয়া যায়নি' },
  'Restaurant is closed.': { hi: 'रेस्टोरेंट बंद है।', bn: 'রেস্তোরাঁ বন্ধ।' },
  'Restaurant is inactive.': { hi: 'रेस्टोरेंट अभी ऑर्डर नहीं ले रहा।', bn: 'রেস্তোরাঁ এখন অর্ডার নিচ্ছে না।' },
  'Restaurant not found': { hi: 'रेस्टोरेंट नहीं मिला', bn: 'রেস্তোরাঁ পাওয়া যায়নি' },
  'This restaurant no longer takes orders here.': {
    hi: 'यह रेस्टोरेंट अब यहाँ ऑर्डर नहीं लेता।',
    bn: 'এই রেস্তোরাঁ এখন আর এখানে অর্ডার নেয় না।',
  },
  'Search needs at least one letter': {
    hi: 'खोजने के लिए कम से कम एक अक्षर लिखें',
    bn: 'খুঁজতে অন্তত একটি অক্ষর লিখুন',
  },
  'No road route between these points': {
    hi: 'इन जगहों के बीच कोई रास्ता नहीं मिला',
    bn: 'এই দুই জায়গার মধ্যে কোনো রাস্তা পাওয়া যায়নি',
  },
  // The cart and the order
  'Your cart is empty.': { hi: 'आपका कार्ट खाली है।', bn: 'আপনার কার্ট খালি।' },
  'All dishes in an order must come from one restaurant.': {
    hi: 'एक ऑर्डर की सारी डिश एक ही रेस्टोरेंट से होनी चाहिए।',
    bn: 'একটি অর্ডারের সব পদ একই রেস্তোরাঁ থেকে হতে হবে।',
  },
  'Some dishes in your cart no longer exist.': {
    hi: 'आपके कार्ट की कुछ डिश अब उपलब्ध नहीं हैं।',
    bn: 'আপনার কার্টের কিছু পদ আর পাওয়া যায় না।',
  },
  'Too many different dishes in one order': {
    hi: 'एक ऑर्डर में बहुत ज़्यादा अलग डिश हैं',
    bn: 'একটি অর্ডারে অনেক বেশি আলাদা পদ',
  },
  'Prices have changed. Please check the new total.': {
    hi: 'दाम बदल गए हैं। कृपया नया कुल देखें।',
    bn: 'দাম বদলে গেছে। অনুগ্রহ করে নতুন মোট দেখে নিন।',
  },
  'This coupon is not valid.': { hi: 'यह कूपन मान्य नहीं है।', bn: 'এই কুপনটি চলবে না।' },
  'Coupon applied successfully!': { hi: 'कूपन लग गया!', bn: 'কুপন লেগে গেছে!' },
  // Why a way to pay is not offered (cart-quote's methods; place-order refuses with the same words)
  'Login / Signup to continue': {
    hi: 'आगे बढ़ने के लिए लॉग इन / साइन अप करें',
    bn: 'এগোতে লগ ইন / সাইন আপ করুন',
  },
  'Your wallet is empty': { hi: 'आपका वॉलेट खाली है', bn: 'আপনার ওয়ালেট খালি' },
  'Wallet balance is less than the total: use it with online payment': {
    hi: 'वॉलेट बैलेंस कुल से कम है: इसे ऑनलाइन पेमेंट के साथ इस्तेमाल करें',
    bn: 'ওয়ালেট ব্যালান্স মোটের চেয়ে কম: অনলাইন পেমেন্টের সঙ্গে ব্যবহার করুন',
  },
  'Cash on Delivery is not available for self pickup': {
    hi: 'खुद पिकअप पर कैश ऑन डिलीवरी नहीं है',
    bn: 'নিজে পিকআপে ক্যাশ অন ডেলিভারি নেই',
  },
  'This restaurant is currently not accepting COD': {
    hi: 'यह रेस्टोरेंट अभी कैश ऑन डिलीवरी नहीं ले रहा',
    bn: 'এই রেস্তোরাঁ এখন ক্যাশ অন ডেলিভারি নিচ্ছে না',
  },
  'COD not available when using wallet': {
    hi: 'वॉलेट इस्तेमाल करने पर कैश ऑन डिलीवरी नहीं मिलेगा',
    bn: 'ওয়ালেট ব্যবহার করলে ক্যাশ অন ডেলিভারি হবে না',
  },
  'Cash on Delivery is not available': { hi: 'कैश ऑन डिलीवरी नहीं है', bn: 'ক্যাশ অন ডেলিভারি নেই' },
  'A tip can be at most ₹500': { hi: 'टिप ज़्यादा से ज़्यादा ₹500 हो सकती है', bn: 'টিপ সর্বোচ্চ ₹500 হতে পারে' },
  'This coupon has been used up: all its uses are taken.': {
    hi: 'यह कूपन खत्म हो गया: इसके सारे इस्तेमाल हो चुके हैं।',
    bn: 'এই কুপন শেষ: এর সব ব্যবহার হয়ে গেছে।',
  },
  'This coupon is only for your first order.': {
    hi: 'यह कूपन सिर्फ़ आपके पहले ऑर्डर के लिए है।',
    bn: 'এই কুপন শুধু আপনার প্রথম অর্ডারের জন্য।',
  },
  'You have already used this coupon.': {
    hi: 'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं।',
    bn: 'আপনি এই কুপন আগেই ব্যবহার করেছেন।',
  },
  'Your wallet balance is not enough for this order.': {
    hi: 'इस ऑर्डर के लिए आपके वॉलेट में पर्याप्त पैसे नहीं हैं।',
    bn: 'এই অর্ডারের জন্য আপনার ওয়ালেটে যথেষ্ট টাকা নেই।',
  },
  'Your wallet covers this order: choose Wallet to pay.': {
    hi: 'आपके वॉलेट से यह ऑर्डर पूरा हो जाता है: पेमेंट के लिए वॉलेट चुनें।',
    bn: 'আপনার ওয়ালেটেই এই অর্ডার হয়ে যায়: পেমেন্টের জন্য ওয়ালেট বেছে নিন।',
  },
  'Choose a time at least 45 minutes from now.': {
    hi: 'अभी से कम से कम 45 मिनट बाद का समय चुनें।',
    bn: 'এখন থেকে অন্তত 45 মিনিট পরের সময় বেছে নিন।',
  },
  'Choose one of the offered times (on the hour or half past).': {
    hi: 'दिए गए समयों में से एक चुनें (पूरे घंटे या साढ़े)।',
    bn: 'দেওয়া সময়গুলোর একটি বেছে নিন (ঘণ্টার শুরুতে বা সাড়ে)।',
  },
  'Orders can be scheduled for today or tomorrow only.': {
    hi: 'ऑर्डर सिर्फ़ आज या कल के लिए शेड्यूल हो सकते हैं।',
    bn: 'অর্ডার শুধু আজ বা কালের জন্য আগে থেকে দেওয়া যায়।',
  },
  'Order not found': { hi: 'ऑर्डर नहीं मिला', bn: 'অর্ডার পাওয়া যায়নি' },
  'Orders cannot be cancelled after 2 minutes of booking.': {
    hi: 'बुकिंग के 2 मिनट बाद ऑर्डर रद्द नहीं किया जा सकता।',
    bn: 'বুকিংয়ের 2 মিনিট পরে অর্ডার বাতিল করা যায় না।',
  },
  'This order can no longer be cancelled.': {
    hi: 'यह ऑर्डर अब रद्द नहीं हो सकता।',
    bn: 'এই অর্ডার আর বাতিল করা যাবে না।',
  },
  'The order moved on.': { hi: 'ऑर्डर आगे बढ़ चुका है।', bn: 'অর্ডারটি এগিয়ে গেছে।' },
  'This step is already done.': { hi: 'यह कदम पहले ही हो चुका है।', bn: 'এই ধাপটি আগেই হয়ে গেছে।' },
  'Nothing to pay: this order was cancelled.': {
    hi: 'कुछ देना नहीं है: यह ऑर्डर रद्द हो गया था।',
    bn: 'কিছু দিতে হবে না: এই অর্ডারটি বাতিল হয়েছে।',
  },
  'Payment could not be verified.': { hi: 'पेमेंट की पुष्टि नहीं हो सकी।', bn: 'পেমেন্ট যাচাই করা গেল না।' },
  'The amount paid does not match the order.': {
    hi: 'दी गई रकम ऑर्डर से मेल नहीं खाती।',
    bn: 'দেওয়া টাকা অর্ডারের সঙ্গে মিলছে না।',
  },
  // After the meal
  'You can rate an order once it is delivered.': {
    hi: 'ऑर्डर डिलीवर होने के बाद ही आप रेटिंग दे सकते हैं।',
    bn: 'অর্ডার ডেলিভারি হওয়ার পরেই রেটিং দিতে পারবেন।',
  },
  'Ratings are taken for 7 days after delivery.': {
    hi: 'रेटिंग डिलीवरी के 7 दिन तक ही दी जा सकती है।',
    bn: 'ডেলিভারির পর 7 দিন পর্যন্তই রেটিং দেওয়া যায়।',
  },
  'A rating can be changed for 24 hours after it was made.': {
    hi: 'रेटिंग देने के 24 घंटे तक ही उसे बदला जा सकता है।',
    bn: 'রেটিং দেওয়ার পর 24 ঘণ্টা পর্যন্তই তা বদলানো যায়।',
  },
  'Rate the food from 1 to 5 stars.': { hi: 'खाने को 1 से 5 स्टार दें।', bn: 'খাবারকে 1 থেকে 5 স্টার দিন।' },
  'Choose tags from the list.': { hi: 'सूची में से टैग चुनें।', bn: 'তালিকা থেকে ট্যাগ বেছে নিন।' },
  'A problem can be reported once the order is delivered.': {
    hi: 'ऑर्डर डिलीवर होने के बाद ही समस्या बताई जा सकती है।',
    bn: 'অর্ডার ডেলিভারি হওয়ার পরেই সমস্যা জানানো যায়।',
  },
  'This order already has a problem report waiting for support. You will hear from us soon.': {
    hi: 'इस ऑर्डर की एक शिकायत पहले से सपोर्ट के पास है। हम जल्द ही आपसे संपर्क करेंगे।',
    bn: 'এই অর্ডারের একটি অভিযোগ আগে থেকেই সাপোর্টের কাছে আছে। শিগগিরই আমরা জানাব।',
  },
  'Problems can be reported within 4 hours of delivery; this order was delivered earlier than that.': {
    hi: 'समस्या डिलीवरी के 4 घंटे के अंदर बताई जा सकती है; यह ऑर्डर उससे पहले डिलीवर हुआ था।',
    bn: 'ডেলিভারির 4 ঘণ্টার মধ্যে সমস্যা জানানো যায়; এই অর্ডারটি তার আগেই ডেলিভারি হয়েছিল।',
  },
  'Photos can be sent within 1 hour of delivery; send the report without the photo.': {
    hi: 'फ़ोटो डिलीवरी के 1 घंटे के अंदर भेजी जा सकती है; शिकायत बिना फ़ोटो के भेजें।',
    bn: 'ছবি ডেলিভারির 1 ঘণ্টার মধ্যে পাঠানো যায়; অভিযোগটি ছবি ছাড়া পাঠান।',
  },
  'A photo is needed for food quality or spillage, and photos can be sent only within 1 hour of delivery.': {
    hi: 'खाने की क्वालिटी या गिरने की शिकायत के लिए फ़ोटो ज़रूरी है, और फ़ोटो डिलीवरी के 1 घंटे के अंदर ही भेजी जा सकती है।',
    bn: 'খাবারের মান বা পড়ে যাওয়ার অভিযোগে ছবি লাগবে, আর ছবি ডেলিভারির 1 ঘণ্টার মধ্যেই পাঠানো যায়।',
  },
  'Choose the items and how many of each the problem is about.': {
    hi: 'समस्या किन चीज़ों में है और हर एक की कितनी मात्रा, यह चुनें।',
    bn: 'কোন কোন পদে সমস্যা আর প্রতিটির কতগুলো, তা বেছে নিন।',
  },
  'The photo must be 2 MB or smaller.': {
    hi: 'फ़ोटो 2 MB या उससे छोटी होनी चाहिए।',
    bn: 'ছবি 2 MB বা তার ছোট হতে হবে।',
  },
  // Photos: a dish's, a restaurant's, a profile's, a complaint's (apps/api/src/modules/images)
  'This file is not a JPEG, PNG, WebP or AVIF photo, whatever its name says.': {
    hi: 'यह फ़ाइल JPEG, PNG, WebP या AVIF फ़ोटो नहीं है, उसका नाम चाहे जो कहे।',
    bn: 'এই ফাইলটি JPEG, PNG, WebP বা AVIF ছবি নয়, নাম যা-ই বলুক।',
  },
  'This photo could not be read: the file is damaged, or is not the image its first bytes claim.': {
    hi: 'यह फ़ोटो पढ़ी नहीं जा सकी: फ़ाइल खराब है, या वह वो तस्वीर नहीं है जो होने का दावा करती है।',
    bn: 'ছবিটি পড়া গেল না: ফাইলটি নষ্ট, অথবা এটি যে ছবি বলে দাবি করে তা নয়।',
  },
  'HEIC photos cannot be read here yet. Send it as a JPEG: on an iPhone, Settings > Camera > Formats > Most Compatible, or share the photo by mail, which converts it.':
    {
      hi: 'HEIC फ़ोटो अभी यहाँ नहीं पढ़ी जा सकतीं। इसे JPEG में भेजें: iPhone पर Settings > Camera > Formats > Most Compatible चुनें, या फ़ोटो मेल से शेयर करें, जिससे वह JPEG बन जाती है।',
      bn: 'HEIC ছবি এখনও এখানে পড়া যায় না। JPEG হিসেবে পাঠান: iPhone-এ Settings > Camera > Formats > Most Compatible বেছে নিন, অথবা ছবিটি মেলে শেয়ার করুন, তাতে সেটি JPEG হয়ে যায়।',
    },
  'Many photos are being processed just now. Please try again in a minute.': {
    hi: 'अभी बहुत सारी फ़ोटो तैयार हो रही हैं। एक मिनट बाद फिर से कोशिश करें।',
    bn: 'এখন অনেক ছবি তৈরি হচ্ছে। এক মিনিট পরে আবার চেষ্টা করুন।',
  },
  'The photo is empty (0 bytes).': { hi: 'फ़ोटो खाली है (0 बाइट)।', bn: 'ছবিটি খালি (0 বাইট)।' },
  // The edge
  'Too many requests. Please wait a little and try again.': {
    hi: 'बहुत सारे अनुरोध। थोड़ा रुककर फिर से कोशिश करें।',
    bn: 'অনেক বেশি অনুরোধ। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
  },
  'Too many requests, try again later': {
    hi: 'बहुत सारे अनुरोध, बाद में फिर से कोशिश करें',
    bn: 'অনেক বেশি অনুরোধ, পরে আবার চেষ্টা করুন',
  },
  'Something went wrong, please try again': {
    hi: 'कुछ गड़बड़ हो गई, कृपया फिर से कोशिश करें',
    bn: 'কিছু একটা গোলমাল হয়েছে, অনুগ্রহ করে আবার চেষ্টা করুন',
  },
  'Request is not valid': { hi: 'अनुरोध सही नहीं है', bn: 'অনুরোধটি সঠিক নয়' },
  'Not found': { hi: 'नहीं मिला', bn: 'পাওয়া যায়নি' },
  'The request must be an object': { hi: 'अनुरोध सही नहीं है।', bn: 'অনুরোধটি সঠিক নয়।' },
  'Request body is not valid JSON': { hi: 'अनुरोध सही नहीं है।', bn: 'অনুরোধটি সঠিক নয়।' },
  'Request body is nested more than 32 levels deep': { hi: 'अनुरोध सही नहीं है।', bn: 'অনুরোধটি সঠিক নয়।' },
  'Request is too large': { hi: 'अनुरोध बहुत बड़ा है।', bn: 'অনুরোধটি খুব বড়।' },
  'Send the request as JSON': { hi: 'अनुरोध सही नहीं है।', bn: 'অনুরোধটি সঠিক নয়।' },
  'This account cannot be used with this session.': {
    hi: 'यह खाता इस सेशन से इस्तेमाल नहीं हो सकता।',
    bn: 'এই অ্যাকাউন্ট এই সেশনে ব্যবহার করা যায় না।',
  },
  // The consoles
  'This captain is off duty.': { hi: 'यह कैप्टन ड्यूटी पर नहीं है।', bn: 'এই ক্যাপ্টেন ডিউটিতে নেই।' },
  'This captain is carrying another order.': {
    hi: 'यह कैप्टन दूसरा ऑर्डर ले जा रहा है।',
    bn: 'এই ক্যাপ্টেন অন্য একটি অর্ডার নিয়ে যাচ্ছেন।',
  },
  'This captain is suspended.': { hi: 'यह कैप्टन निलंबित है।', bn: 'এই ক্যাপ্টেন সাসপেন্ড আছেন।' },
  'The acceptance window is still open.': {
    hi: 'स्वीकार करने का समय अभी बाकी है।',
    bn: 'গ্রহণ করার সময় এখনও বাকি।',
  },
  'This order is not due at the kitchen yet.': {
    hi: 'यह ऑर्डर अभी किचन में पहुँचने का समय नहीं हुआ।',
    bn: 'এই অর্ডারের এখনও রান্নাঘরে যাওয়ার সময় হয়নি।',
  },
  'The menu changed since you opened it. Reload it and try again.': {
    hi: 'आपके खोलने के बाद मेन्यू बदल गया। इसे फिर से खोलकर कोशिश करें।',
    bn: 'আপনি খোলার পরে মেনু বদলেছে। আবার খুলে চেষ্টা করুন।',
  },
  // The menu editor (its field refusals name the field in the envelope's errors; these are the words)
  'The old price must be more than the price.': {
    hi: 'पुराना दाम अभी के दाम से ज़्यादा होना चाहिए।',
    bn: 'আগের দাম এখনকার দামের চেয়ে বেশি হতে হবে।',
  },
  'Name the dish in 2 to 80 characters.': {
    hi: 'डिश का नाम 2 से 80 अक्षरों में लिखें।',
    bn: 'ডিশের নাম 2 থেকে 80 অক্ষরে লিখুন।',
  },
  'Name the category in 1 to 60 characters.': {
    hi: 'कैटेगरी का नाम 1 से 60 अक्षरों में लिखें।',
    bn: 'ক্যাটেগরির নাম 1 থেকে 60 অক্ষরে লিখুন।',
  },
  'Name the group in 1 to 60 characters.': {
    hi: 'ग्रुप का नाम 1 से 60 अक्षरों में लिखें।',
    bn: 'গ্রুপের নাম 1 থেকে 60 অক্ষরে লিখুন।',
  },
  'Name the option in 1 to 60 characters.': {
    hi: 'विकल्प का नाम 1 से 60 अक्षरों में लिखें।',
    bn: 'অপশনের নাম 1 থেকে 60 অক্ষরে লিখুন।',
  },
  'Keep the description to 1,000 characters.': {
    hi: 'विवरण 1,000 अक्षरों के अंदर रखें।',
    bn: 'বিবরণ 1,000 অক্ষরের মধ্যে রাখুন।',
  },
  'category_id is not a category of this menu': {
    hi: 'यह कैटेगरी इस मेन्यू की नहीं है',
    bn: 'এই ক্যাটেগরি এই মেনুর নয়',
  },
  'A variant group is choose exactly one: its min and max are both 1.': {
    hi: 'ऐसे ग्रुप में ग्राहक ठीक एक चुनते हैं: कम से कम और ज़्यादा से ज़्यादा, दोनों 1 हैं।',
    bn: 'এমন গ্রুপে গ্রাহক ঠিক একটি বাছেন: কমপক্ষে আর সর্বোচ্চ, দুটোই 1।',
  },
  'min cannot be more than max.': {
    hi: '"कम से कम" "ज़्यादा से ज़्यादा" से बड़ा नहीं हो सकता।',
    bn: '"কমপক্ষে" "সর্বোচ্চ"-এর চেয়ে বেশি হতে পারে না।',
  },
  'Say how many options can be chosen at most (max).': {
    hi: 'बताएँ कि ज़्यादा से ज़्यादा कितने विकल्प चुने जा सकते हैं।',
    bn: 'সর্বোচ্চ কয়টি অপশন বাছা যাবে, তা লিখুন।',
  },
  'Someone else changed this dish since you opened it. Reload to see their change, then save again.': {
    hi: 'आपके खोलने के बाद किसी और ने यह डिश बदल दी। उनका बदलाव देखने के लिए फिर से लोड करें, फिर सेव करें।',
    bn: 'আপনি খোলার পরে অন্য কেউ এই ডিশ বদলেছেন। তাঁর বদল দেখতে আবার লোড করুন, তারপর সেভ করুন।',
  },
  'Someone else changed this category since you opened it. Reload to see their change, then save again.': {
    hi: 'आपके खोलने के बाद किसी और ने यह कैटेगरी बदल दी। उनका बदलाव देखने के लिए फिर से लोड करें, फिर सेव करें।',
    bn: 'আপনি খোলার পরে অন্য কেউ এই ক্যাটেগরি বদলেছেন। তাঁর বদল দেখতে আবার লোড করুন, তারপর সেভ করুন।',
  },
  'The choices changed since you opened them. Reload them and try again.': {
    hi: 'आपके खोलने के बाद विकल्प बदल गए। इन्हें फिर से लोड करके कोशिश करें।',
    bn: 'আপনি খোলার পরে অপশন বদলে গেছে। আবার লোড করে চেষ্টা করুন।',
  },
  'diet must be veg, non_veg or egg': {
    hi: 'शाकाहारी, मांसाहारी या अंडे वाला में से एक चुनें।',
    bn: 'নিরামিষ, আমিষ বা ডিম আছে, এর একটি বেছে নিন।',
  },
  'kind must be variant or addon': {
    hi: 'ग्रुप का प्रकार चुनें: ठीक एक चुनना, या अपनी पसंद से जोड़ना।',
    bn: 'গ্রুপের ধরন বেছে নিন: ঠিক একটি বাছা, বা পছন্দমতো যোগ করা।',
  },
  // A dish's photo form (images/read-photo-form.ts): what the page's own form may meet first.
  'The form could not be read. Please try again.': {
    hi: 'फ़ॉर्म पढ़ा नहीं जा सका। फिर से कोशिश करें।',
    bn: 'ফর্মটি পড়া গেল না। আবার চেষ্টা করুন।',
  },
  'Choose a photo: the form has no file in the field named photo.': {
    hi: 'फ़ोटो चुनें: फ़ॉर्म में कोई फ़ोटो नहीं है।',
    bn: 'ছবি বেছে নিন: ফর্মে কোনো ছবি নেই।',
  },
  'Send one photo at a time: this form has more than one file.': {
    hi: 'एक बार में एक फ़ोटो भेजें: इस फ़ॉर्म में एक से ज़्यादा फ़ाइलें हैं।',
    bn: 'একবারে একটি ছবি পাঠান: এই ফর্মে একাধিক ফাইল আছে।',
  },
  'This form has more fields than it should send.': {
    hi: 'इस फ़ॉर्म में ज़रूरत से ज़्यादा जानकारी है।',
    bn: 'এই ফর্মে দরকারের চেয়ে বেশি তথ্য আছে।',
  },
  'version is required: send the version you read.': {
    hi: 'वर्ज़न ज़रूरी है: जो वर्ज़न खोला था, वही भेजें।',
    bn: 'ভার্সন দিতে হবে: যে ভার্সন খুলেছিলেন, সেটিই পাঠান।',
  },
  'Send the photo as multipart/form-data.': {
    hi: 'फ़ोटो फ़ॉर्म के साथ भेजें।',
    bn: 'ছবিটি ফর্মের সঙ্গে পাঠান।',
  },
  'Send the photo in the field named photo.': {
    hi: 'फ़ोटो, फ़ोटो वाली जगह में भेजें।',
    bn: 'ছবিটি ছবির জায়গাতেই পাঠান।',
  },
  'The form is not valid.': { hi: 'फ़ॉर्म सही नहीं है।', bn: 'ফর্মটি সঠিক নয়।' },
  'Dish not found': { hi: 'डिश नहीं मिली', bn: 'ডিশ পাওয়া যায়নি' },
  'Category not found': { hi: 'कैटेगरी नहीं मिली', bn: 'ক্যাটেগরি পাওয়া যায়নি' },
  'Choice group not found': { hi: 'विकल्पों का ग्रुप नहीं मिला', bn: 'অপশনের গ্রুপ পাওয়া যায়নি' },
  'Option not found': { hi: 'विकल्प नहीं मिला', bn: 'অপশন পাওয়া যায়নি' },
};

/** Messages with values: {name} stands for a value carried over as it was. */
export const SERVER_TEMPLATES: Record<string, Translation> = {
  'The photo must be {mb} MB or smaller.': {
    hi: 'फ़ोटो {mb} MB या उससे छोटी होनी चाहिए।',
    bn: 'ছবি {mb} MB বা তার ছোট হতে হবে।',
  },
  'This photo is {width} x {height} pixels; at most {megapixels} megapixels are taken. Send a smaller one.': {
    hi: 'यह फ़ोटो {width} x {height} पिक्सेल की है; ज़्यादा से ज़्यादा {megapixels} मेगापिक्सेल ली जाती है। छोटी फ़ोटो भेजें।',
    bn: 'ছবিটি {width} x {height} পিক্সেলের; সর্বোচ্চ {megapixels} মেগাপিক্সেল নেওয়া হয়। ছোট একটি ছবি পাঠান।',
  },
  'This photo is {width} x {height} pixels: too small to show well. Send one at least {side} pixels on each side.':
    {
      hi: 'यह फ़ोटो {width} x {height} पिक्सेल की है: ठीक से दिखने के लिए बहुत छोटी। हर तरफ़ कम से कम {side} पिक्सेल की फ़ोटो भेजें।',
      bn: 'ছবিটি {width} x {height} পিক্সেলের: ভালো দেখানোর পক্ষে খুব ছোট। প্রতিটি দিকে অন্তত {side} পিক্সেলের ছবি পাঠান।',
    },
  'This photo is {width} x {height} pixels: too long and thin. Crop it to at most {times} times as long as it is wide.':
    {
      hi: 'यह फ़ोटो {width} x {height} पिक्सेल की है: बहुत लंबी और पतली। इसे काटें, ताकि लंबाई चौड़ाई के {times} गुना से ज़्यादा न हो।',
      bn: 'ছবিটি {width} x {height} পিক্সেলের: খুব লম্বা আর সরু। কেটে নিন, যাতে লম্বায় চওড়ার {times} গুণের বেশি না হয়।',
    },
  'The minimum order is {amount}.': { hi: 'कम से कम ऑर्डर {amount} का है।', bn: 'ন্যূনতম অর্ডার {amount}।' },
  'Coupon applicable on minimum order of {amount}': {
    hi: 'यह कूपन कम से कम {amount} के ऑर्डर पर लागू है',
    bn: 'এই কুপন ন্যূনতম {amount}-এর অর্ডারে চলবে',
  },
  'This coupon is not valid at {restaurant}.': {
    hi: 'यह कूपन {restaurant} पर मान्य नहीं है।',
    bn: 'এই কুপন {restaurant}-এ চলবে না।',
  },
  'COD not allowed on order amount above {amount}': {
    hi: '{amount} से ज़्यादा के ऑर्डर पर कैश ऑन डिलीवरी नहीं है',
    bn: '{amount}-এর বেশি অর্ডারে ক্যাশ অন ডেলিভারি নেই',
  },
  'You can save up to {count} addresses. Delete one you no longer use to add another.': {
    hi: 'आप ज़्यादा से ज़्यादा {count} पते सेव कर सकते हैं। नया जोड़ने के लिए कोई पुराना पता हटाएँ।',
    bn: 'আপনি সর্বোচ্চ {count}টি ঠিকানা সেভ করতে পারেন। নতুন যোগ করতে একটি পুরনো ঠিকানা মুছে দিন।',
  },
  '{dish} is not available right now.': { hi: '{dish} अभी उपलब्ध नहीं है।', bn: '{dish} এখন পাওয়া যাচ্ছে না।' },
  'Choose {need} for {dish}.': { hi: '{dish} के लिए {need} चुनें।', bn: '{dish}-এর জন্য {need} বেছে নিন।' },
  'Choose at most {max} in {group} for {dish}.': {
    hi: '{dish} के {group} में ज़्यादा से ज़्यादा {max} चुनें।',
    bn: '{dish}-এর {group}-এ সর্বোচ্চ {max}টি বেছে নিন।',
  },
  'Too many choices for {dish}.': {
    hi: '{dish} के लिए बहुत सारे विकल्प चुने गए।',
    bn: '{dish}-এর জন্য অনেক বেশি বিকল্প বেছে নেওয়া হয়েছে।',
  },
  'Wrong PIN. {left} tries left.': {
    hi: 'गलत PIN। {left} कोशिशें बाकी।',
    bn: 'ভুল PIN। আর {left} বার চেষ্টা করা যাবে।',
  },
  // The menu editor's names taken and limits reached (the dish's own first: it reads like a group's)
  'This menu already has a category called “{name}”.': {
    hi: 'इस मेन्यू में “{name}” नाम की कैटेगरी पहले से है।',
    bn: 'এই মেনুতে “{name}” নামে ক্যাটেগরি আগে থেকেই আছে।',
  },
  'This dish already has one called “{name}”.': {
    hi: 'इस डिश में “{name}” नाम का ग्रुप पहले से है।',
    bn: 'এই ডিশে “{name}” নামে গ্রুপ আগে থেকেই আছে।',
  },
  '{group} already has one called “{name}”.': {
    hi: '{group} में “{name}” नाम का विकल्प पहले से है।',
    bn: '{group}-এ “{name}” নামে অপশন আগে থেকেই আছে।',
  },
  'A group can have at most {max} options.': {
    hi: 'एक ग्रुप में ज़्यादा से ज़्यादा {max} विकल्प हो सकते हैं।',
    bn: 'একটি গ্রুপে সর্বোচ্চ {max}টি অপশন রাখা যায়।',
  },
  'A dish can have at most {max} choice groups.': {
    hi: 'एक डिश में ज़्यादा से ज़्यादा {max} ग्रुप हो सकते हैं।',
    bn: 'একটি ডিশে সর্বোচ্চ {max}টি গ্রুপ রাখা যায়।',
  },
  'Wrong PIN. {left} try left.': {
    hi: 'गलत PIN। {left} कोशिश बाकी।',
    bn: 'ভুল PIN। আর {left} বার চেষ্টা করা যাবে।',
  },
  // The edge, when the server is busy (load-shedding.ts) or its database is away: {brand} as it is.
  '{brand} is very busy right now. Please try again in a moment.': {
    hi: '{brand} पर अभी बहुत भीड़ है। थोड़ी देर में फिर से कोशिश करें।',
    bn: '{brand}-এ এখন খুব ভিড়। একটু পরে আবার চেষ্টা করুন।',
  },
  '{brand} is briefly unavailable. Please try again in a moment.': {
    hi: '{brand} कुछ देर के लिए उपलब्ध नहीं है। थोड़ी देर में फिर से कोशिश करें।',
    bn: '{brand} কিছুক্ষণের জন্য পাওয়া যাচ্ছে না। একটু পরে আবার চেষ্টা করুন।',
  },
};

const PLACEHOLDER = /\{([a-z]+)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/**
 * What each placeholder matches: a field's API name ("old_price", "category_ids.0"), counts as digits
 * (so "... to {max}" never swallows "100000 rupees"), anything else as little as it can.
 */
const PLACEHOLDER_PATTERN: Record<string, string> = {
  field: '([A-Za-z_][A-Za-z0-9_.]*)',
  min: '(\\d+)',
  max: '(\\d+)',
};
const TEMPLATES = Object.entries({ ...SERVER_TEMPLATES, ...FIELD_TEMPLATES }).map(([en, said]) => {
  const names = [...en.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
  const pattern = new RegExp(
    `^${escapeRegex(en).replace(PLACEHOLDER, (_, name: string) => PLACEHOLDER_PATTERN[name] ?? '(.+?)')}$`,
  );
  return { pattern, names, said };
});

/** A field's word in the language, by its API name ("category_ids.0" is "category_ids"'s); or null. */
function fieldWord(name: string, language: Exclude<ServerLanguage, 'en'>): string | null {
  const key = name.replace(/(\.\d+)+$/, '');
  return Object.hasOwn(FIELD_WORDS, key) ? (FIELD_WORDS[key]?.[language] ?? null) : null;
}

/** A value carried over: a number of lakhs written as Indians write it (100000 is 1,00,000). */
const carried = (value: string) => (/^\d{5,15}$/.test(value) ? Number(value).toLocaleString('en-IN') : value);

/** A server message in the language asked for; English, or a message not listed, as it is. */
export function translateServerMessage(message: string, language: ServerLanguage): string {
  if (language === 'en') return message;
  const exact = SERVER_MESSAGES[message];
  if (exact) return exact[language];
  for (const t of TEMPLATES) {
    const m = t.pattern.exec(message);
    if (!m) continue;
    const values: Record<string, string> = {};
    let known = true;
    t.names.forEach((name, i) => {
      const value = m[i + 1] ?? '';
      if (name !== 'field') values[name] = carried(value);
      else {
        // A field with no word here: not this template's to say (a half-English sentence is worse).
        const word = fieldWord(value, language);
        if (word === null) known = false;
        else values[name] = word;
      }
    });
    if (known) return t.said[language].replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
  }
  return message;
}

/** A listed server message in every language (for an answer kept before its language is known). */
export const saidOf = (message: string): Said => ({
  en: message,
  hi: translateServerMessage(message, 'hi'),
  bn: translateServerMessage(message, 'bn'),
});
