// The alerts a customer gets as their order moves (get-user-notifications), each linked to its order,
// in the customer's language (issue 28): every alert is written in English, Hindi and Bengali, and
// insertAlert keeps the one the account chose. Steps the customer does not care about (the captain
// reaching the restaurant, a delivery order's food being ready) send none.
import { type Db, schema } from '@khabar/db';
import {
  formatInr,
  type LifecycleAction,
  languageOr,
  type Said,
  sayCancelReason,
  scheduledForText,
  slotTimesText,
  slotWhenSaid,
} from '@khabar/domain';
import { eq } from 'drizzle-orm';
import type { OrderRow } from './lifecycle-context.ts';

export interface AlertFacts {
  order: OrderRow;
  restaurantName: string;
  captain: { name: string; vehicleNumber: string } | null;
}

/** An alert in every language. */
export interface Alert {
  title: Said;
  message: Said;
}

const ENJOY: Said = {
  en: 'Enjoy your meal, and tell us how it was: open the order to rate it.',
  hi: 'खाने का मज़ा लीजिए, और बताइए कैसा लगा: रेटिंग देने के लिए ऑर्डर खोलें।',
  bn: 'খাবার উপভোগ করুন, আর জানান কেমন লাগল: রেটিং দিতে অর্ডারটি খুলুন।',
};

export function stepAlert({ action, f }: { action: LifecycleAction; f: AlertFacts }): Alert | null {
  const id = f.order.uniqueOrderId;
  const place = f.restaurantName;
  const pickup = f.order.deliveryType === 2;
  const prep = f.order.preparationMin;
  const rider = f.captain ? `${f.captain.name} (${f.captain.vehicleNumber})` : null;
  const reason = f.order.cancelReason;
  switch (action) {
    case 'accept':
      return {
        title: { en: 'Order accepted', hi: 'ऑर्डर स्वीकार हुआ', bn: 'অর্ডার গ্রহণ হয়েছে' },
        message: {
          en: `${place} is preparing your order ${id}${prep ? `, ready in about ${prep} min` : ''}.`,
          hi: `${place} आपका ऑर्डर ${id} तैयार कर रहा है${prep ? `, लगभग ${prep} मिनट में तैयार` : ''}।`,
          bn: `${place} আপনার অর্ডার ${id} তৈরি করছে${prep ? `, প্রায় ${prep} মিনিটে তৈরি হবে` : ''}।`,
        },
      };
    case 'mark_ready':
      return pickup
        ? {
            title: { en: 'Ready for pickup', hi: 'पिकअप के लिए तैयार', bn: 'নিয়ে যাওয়ার জন্য তৈরি' },
            message: {
              en: `Your order ${id} is ready at ${place}. Show your PIN at the counter.`,
              hi: `आपका ऑर्डर ${id} ${place} पर तैयार है। काउंटर पर अपना PIN दिखाएँ।`,
              bn: `আপনার অর্ডার ${id} ${place}-এ তৈরি। কাউন্টারে আপনার PIN দেখান।`,
            },
          }
        : null;
    case 'assign_captain':
      return {
        title: { en: 'Rider assigned', hi: 'राइडर तय हुआ', bn: 'রাইডার ঠিক হয়েছে' },
        message: rider
          ? {
              en: `${rider} will pick up your order ${id} from ${place}.`,
              hi: `${rider} आपका ऑर्डर ${id} ${place} से लेंगे।`,
              bn: `${rider} আপনার অর্ডার ${id} ${place} থেকে নেবেন।`,
            }
          : {
              en: `A rider will pick up your order ${id} from ${place}.`,
              hi: `एक राइडर आपका ऑर्डर ${id} ${place} से लेंगे।`,
              bn: `একজন রাইডার আপনার অর্ডার ${id} ${place} থেকে নেবেন।`,
            },
      };
    case 'pick_up': {
      const name = f.captain?.name;
      return {
        title: { en: 'On the way', hi: 'रास्ते में है', bn: 'পথে আছে' },
        message: {
          en: `${name ?? 'Your rider'} has picked up your order ${id} and is on the way.`,
          hi: `${name ?? 'आपके राइडर'} ने आपका ऑर्डर ${id} ले लिया है और रास्ते में हैं।`,
          bn: `${name ?? 'আপনার রাইডার'} আপনার অর্ডার ${id} নিয়ে রওনা দিয়েছেন।`,
        },
      };
    }
    case 'deliver':
    case 'operator_deliver':
      return {
        title: { en: 'Delivered', hi: 'डिलीवर हो गया', bn: 'ডেলিভারি হয়েছে' },
        message: {
          en: `Your order ${id} was delivered. ${ENJOY.en}`,
          hi: `आपका ऑर्डर ${id} डिलीवर हो गया। ${ENJOY.hi}`,
          bn: `আপনার অর্ডার ${id} ডেলিভারি হয়েছে। ${ENJOY.bn}`,
        },
      };
    case 'hand_over':
      return {
        title: { en: 'Collected', hi: 'ले लिया गया', bn: 'নিয়ে নেওয়া হয়েছে' },
        message: {
          en: `You collected your order ${id}. ${ENJOY.en}`,
          hi: `आपने अपना ऑर्डर ${id} ले लिया। ${ENJOY.hi}`,
          bn: `আপনি আপনার অর্ডার ${id} নিয়ে নিয়েছেন। ${ENJOY.bn}`,
        },
      };
    case 'cancel':
      return {
        title: CANCELLED,
        message: {
          en: `You cancelled your order ${id}.`,
          hi: `आपने अपना ऑर्डर ${id} रद्द किया।`,
          bn: `আপনি আপনার অর্ডার ${id} বাতিল করেছেন।`,
        },
      };
    case 'reject':
      return {
        title: CANCELLED,
        message: {
          en: `${place} could not take your order ${id}: ${reason ?? 'no reason given'}.`,
          hi: `${place} आपका ऑर्डर ${id} नहीं ले सका: ${reason ?? 'कोई कारण नहीं बताया'}।`,
          bn: `${place} আপনার অর্ডার ${id} নিতে পারেনি: ${reason ?? 'কোনো কারণ জানানো হয়নি'}।`,
        },
      };
    case 'auto_cancel':
      // An order for later the restaurant could not take at its release (decision 048).
      if (f.order.scheduledFor && f.order.placedAt === null) {
        const slot = slotTimesText(f.order.scheduledFor);
        return {
          title: CANCELLED,
          message: {
            en: `${place} cannot take your order ${id} (${scheduledForText(f.order.scheduledFor)}): ${reason ?? 'it is closed'}. It is cancelled and your money comes back.`,
            hi: `${place} आपका ऑर्डर ${id} (${slot} के लिए) नहीं ले सकता: ${sayCancelReason(reason, 'hi') ?? 'यह बंद है'}। ऑर्डर रद्द हो गया है और आपके पैसे वापस आएँगे।`,
            bn: `${place} আপনার অর্ডার ${id} (${slot}-এর জন্য) নিতে পারছে না: ${sayCancelReason(reason, 'bn') ?? 'এটি বন্ধ'}। অর্ডারটি বাতিল হয়েছে, আপনার টাকা ফেরত আসবে।`,
          },
        };
      }
      return {
        title: CANCELLED,
        message: {
          en: `${place} did not accept your order ${id} in time, so it was cancelled.`,
          hi: `${place} ने आपका ऑर्डर ${id} समय पर स्वीकार नहीं किया, इसलिए वह रद्द हो गया।`,
          bn: `${place} সময়মতো আপনার অর্ডার ${id} গ্রহণ করেনি, তাই সেটি বাতিল হয়েছে।`,
        },
      };
    case 'operator_cancel':
      return {
        title: CANCELLED,
        message: {
          en: `Khabar support cancelled your order ${id}: ${reason ?? 'no reason given'}.`,
          hi: `Khabar सपोर्ट ने आपका ऑर्डर ${id} रद्द किया: ${reason ?? 'कोई कारण नहीं बताया'}।`,
          bn: `Khabar সাপোর্ট আপনার অর্ডার ${id} বাতিল করেছে: ${reason ?? 'কোনো কারণ জানানো হয়নি'}।`,
        },
      };
    case 'reassign_captain':
      return {
        title: { en: 'Rider changed', hi: 'राइडर बदला', bn: 'রাইডার বদলেছে' },
        message: rider
          ? {
              en: `${rider} will now pick up your order ${id} from ${place}.`,
              hi: `अब ${rider} आपका ऑर्डर ${id} ${place} से लेंगे।`,
              bn: `এখন ${rider} আপনার অর্ডার ${id} ${place} থেকে নেবেন।`,
            }
          : {
              en: `Another rider will pick up your order ${id} from ${place}.`,
              hi: `दूसरे राइडर आपका ऑर्डर ${id} ${place} से लेंगे।`,
              bn: `অন্য একজন রাইডার আপনার অর্ডার ${id} ${place} থেকে নেবেন।`,
            },
      };
    case 'unassign_captain':
    case 'redispatch':
      return {
        title: { en: 'Finding a rider', hi: 'राइडर ढूँढ रहे हैं', bn: 'রাইডার খোঁজা হচ্ছে' },
        message: {
          en: `We are finding another rider for your order ${id} from ${place}.`,
          hi: `हम ${place} से आपके ऑर्डर ${id} के लिए दूसरा राइडर ढूँढ रहे हैं।`,
          bn: `${place} থেকে আপনার অর্ডার ${id}-এর জন্য আমরা অন্য রাইডার খুঁজছি।`,
        },
      };
    case 'unlock_pin':
      return pinAgainAlert(f.order);
    case 'arrive':
      return null;
  }
}

const CANCELLED: Said = { en: 'Order cancelled', hi: 'ऑर्डर रद्द हुआ', bn: 'অর্ডার বাতিল হয়েছে' };

const handoverWhere = (order: OrderRow): Said =>
  order.deliveryType === 2
    ? { en: 'Show it at the counter', hi: 'इसे काउंटर पर दिखाएँ', bn: 'এটি কাউন্টারে দেখান' }
    : {
        en: 'Tell it to your rider at the door',
        hi: 'इसे दरवाज़े पर अपने राइडर को बताएँ',
        bn: 'দরজায় আপনার রাইডারকে এটি বলুন',
      };

/** After support unlocks a locked handover: the same PIN, told again (the customer alone sees it). */
function pinAgainAlert(order: OrderRow): Alert {
  const id = order.uniqueOrderId;
  const pin = order.deliveryPin;
  const where = handoverWhere(order);
  return {
    title: { en: 'Your delivery PIN', hi: 'आपका डिलीवरी PIN', bn: 'আপনার ডেলিভারি PIN' },
    message: {
      en: `Support unlocked the handover of your order ${id}. Your PIN is still ${pin}. ${where.en}.`,
      hi: `सपोर्ट ने आपके ऑर्डर ${id} की हैंडओवर फिर खोल दी है। आपका PIN अब भी ${pin} है। ${where.hi}।`,
      bn: `সাপোর্ট আপনার অর্ডার ${id}-এর হ্যান্ডওভার আবার খুলে দিয়েছে। আপনার PIN এখনও ${pin}। ${where.bn}।`,
    },
  };
}

/** The alert that carries a new delivery PIN after a lock (renew-delivery-pin.ts). */
export function pinRenewedAlert({ order, pin }: { order: OrderRow; pin: string }): Alert {
  const id = order.uniqueOrderId;
  const where = handoverWhere(order);
  return {
    title: { en: 'New delivery PIN', hi: 'नया डिलीवरी PIN', bn: 'নতুন ডেলিভারি PIN' },
    message: {
      en: `Your order ${id} has a new PIN: ${pin}. ${where.en}; the old PIN no longer works.`,
      hi: `आपके ऑर्डर ${id} का नया PIN: ${pin}। ${where.hi}; पुराना PIN अब काम नहीं करेगा।`,
      bn: `আপনার অর্ডার ${id}-এর নতুন PIN: ${pin}। ${where.bn}; পুরোনো PIN আর কাজ করবে না।`,
    },
  };
}

const REFUND_STARTED: Said = { en: 'Refund started', hi: 'रिफ़ंड शुरू हुआ', bn: 'রিফান্ড শুরু হয়েছে' };
const REFUNDED: Said = { en: 'Refunded', hi: 'रिफ़ंड हो गया', bn: 'রিফান্ড হয়েছে' };

/** The refund alert: money back in the wallet at once, or on its way through the gateway. */
export function refundAlert({
  method,
  stage,
  amountPaise,
  uniqueOrderId,
}: {
  method: 'wallet' | 'gateway';
  stage: 'started' | 'processed';
  amountPaise: number;
  uniqueOrderId: string;
}): Alert {
  const amount = formatInr(amountPaise);
  const id = uniqueOrderId;
  if (method === 'wallet') {
    return {
      title: REFUNDED,
      message: {
        en: `${amount} for order ${id} is back in your wallet.`,
        hi: `ऑर्डर ${id} के ${amount} आपके वॉलेट में वापस आ गए हैं।`,
        bn: `অর্ডার ${id}-এর ${amount} আপনার ওয়ালেটে ফেরত এসেছে।`,
      },
    };
  }
  return stage === 'started'
    ? {
        title: REFUND_STARTED,
        message: {
          en: `${amount} for order ${id} is being refunded to your original payment method.`,
          hi: `ऑर्डर ${id} के ${amount} उसी तरीके से वापस भेजे जा रहे हैं जिससे आपने पेमेंट किया था।`,
          bn: `অর্ডার ${id}-এর ${amount} যেভাবে পেমেন্ট করেছিলেন সেভাবেই ফেরত পাঠানো হচ্ছে।`,
        },
      }
    : {
        title: REFUNDED,
        message: {
          en: `${amount} for order ${id} was refunded to your original payment method; banks take 3-4 business days to show it.`,
          hi: `ऑर्डर ${id} के ${amount} उसी तरीके से वापस भेज दिए गए जिससे आपने पेमेंट किया था; बैंक में दिखने में 3-4 कामकाजी दिन लगते हैं।`,
          bn: `অর্ডার ${id}-এর ${amount} যেভাবে পেমেন্ট করেছিলেন সেভাবেই ফেরত পাঠানো হয়েছে; ব্যাংকে দেখাতে 3-4 কাজের দিন লাগে।`,
        },
      };
}

const PLACED: Said = { en: 'Order placed', hi: 'ऑर्डर हो गया', bn: 'অর্ডার হয়েছে' };

/**
 * The alert of an order placed: at once for cash and the wallet, when the gateway confirms the payment
 * for an online one (`paid`). An order for later says its slot, as every screen shows it.
 */
export function placedAlert({
  restaurantName,
  unique,
  scheduledFor,
  paid,
}: {
  restaurantName: string;
  unique: string;
  scheduledFor: Date | null;
  paid: boolean;
}): Alert {
  if (scheduledFor) {
    const when = slotWhenSaid(scheduledFor);
    const en = scheduledForText(scheduledFor).replace('Scheduled', 'scheduled');
    return {
      title: PLACED,
      message: paid
        ? {
            en: `Payment received. Your order ${unique} is ${en}.`,
            hi: `पेमेंट मिल गया। आपका ऑर्डर ${unique} ${when.hi} के लिए तय है।`,
            bn: `পেমেন্ট পাওয়া গেছে। আপনার অর্ডার ${unique} ${when.bn}-এর জন্য ঠিক করা আছে।`,
          }
        : {
            en: `Your order ${unique} from ${restaurantName} is ${en}.`,
            hi: `${restaurantName} से आपका ऑर्डर ${unique} ${when.hi} के लिए तय है।`,
            bn: `${restaurantName} থেকে আপনার অর্ডার ${unique} ${when.bn}-এর জন্য ঠিক করা আছে।`,
          },
    };
  }
  return {
    title: PLACED,
    message: paid
      ? {
          en: `Payment received. The restaurant has your order ${unique}.`,
          hi: `पेमेंट मिल गया। रेस्टोरेंट को आपका ऑर्डर ${unique} मिल गया है।`,
          bn: `পেমেন্ট পাওয়া গেছে। রেস্তোরাঁ আপনার অর্ডার ${unique} পেয়েছে।`,
        }
      : {
          en: `${restaurantName} has your order ${unique}.`,
          hi: `${restaurantName} को आपका ऑर्डर ${unique} मिल गया है।`,
          bn: `${restaurantName} আপনার অর্ডার ${unique} পেয়েছে।`,
        },
  };
}

/** Writes the alert in the language the customer chose (English until they choose). */
export async function insertAlert({
  tx,
  input,
}: {
  tx: Db;
  input: { userId: number; orderId: number; title: Said; message: Said; at: Date };
}): Promise<void> {
  const [user] = await tx
    .select({ language: schema.users.language })
    .from(schema.users)
    .where(eq(schema.users.id, input.userId));
  const language = languageOr(user?.language);
  await tx.insert(schema.notifications).values({
    userId: input.userId,
    orderId: input.orderId,
    title: input.title[language],
    message: input.message[language],
    createdAt: input.at,
  });
}
