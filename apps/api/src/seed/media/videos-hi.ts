/**
 * Hindi of the demo videos (videos.ts), keyed by the English title; decision 011.
 */

export interface CatalogueVideoHi {
  title: string;
  description: string;
}

export const CATALOGUE_VIDEOS_HI: Record<string, CatalogueVideoHi> = {
  'Ganga Aarti at Dashashwamedh Ghat': {
    title: 'दशाश्वमेध घाट पर गंगा आरती',
    description: 'वाराणसी में गंगा जी की संध्या आरती, सात पुजारियों और सूर्यास्त के शंखनाद के साथ।',
  },
  'Har Ki Pauri Ganga Aarti, Haridwar': {
    title: 'हर की पौड़ी गंगा आरती, हरिद्वार',
    description: 'घंटियों की गूंज के बीच हर की पौड़ी पर गंगा जी में हज़ारों दीये तैरते हैं।',
  },
  'Triveni Ghat Aarti, Rishikesh': {
    title: 'त्रिवेणी घाट आरती, ऋषिकेश',
    description: 'त्रिवेणी घाट पर गंगा आरती, परमार्थ निकेतन की भजन मंडली के साथ।',
  },
  'Om Jai Shiv Omkara': {
    title: 'ॐ जय शिव ओंकारा',
    description: 'सोमवार की संध्या सोमनाथ मंदिर में गाई गई शिव आरती।',
  },
  'Mahakal Bhasma Aarti, Ujjain': {
    title: 'महाकाल भस्म आरती, उज्जैन',
    description: 'उज्जैन के ज्योतिर्लिंग श्री महाकालेश्वर की भोर की भस्म आरती।',
  },
  'Sukhkarta Dukhharta — Siddhivinayak Aarti': {
    title: 'सुखकर्ता दुःखहर्ता — सिद्धिविनायक आरती',
    description: 'समर्थ रामदास रचित मराठी गणेश आरती, प्रभादेवी, मुंबई से।',
  },
  'Jai Ganesh Deva': {
    title: 'जय गणेश देवा',
    description: 'हर पूजा के आरंभ में गाई जाने वाली गणेश आरती, स्क्रीन पर बोलों के साथ।',
  },
  'Achyutam Keshavam Krishna Damodaram': {
    title: 'अच्युतम केशवम कृष्ण दामोदरम',
    description: 'संध्या के लिए एक मधुर कृष्ण भजन।',
  },
  'Radhe Radhe Japo Chale Aayenge Bihari': {
    title: 'राधे राधे जपो चले आएँगे बिहारी',
    description: 'वृंदावन के बांके बिहारी मंदिर में गाया जाने वाला ब्रज का भजन।',
  },
  'Govind Bolo Hari Gopal Bolo': {
    title: 'गोविंद बोलो हरि गोपाल बोलो',
    description: 'पूरे परिवार के साथ मिलकर गाने के लिए एक कीर्तन।',
  },
  'Hanuman Chalisa (with meaning)': {
    title: 'हनुमान चालीसा (अर्थ सहित)',
    description: 'गोस्वामी तुलसीदास की चालीस चौपाइयाँ, हर चौपाई के बाद उसका अर्थ।',
  },
  'Sankat Mochan Hanuman Ashtak': {
    title: 'संकटमोचन हनुमान अष्टक',
    description: 'संकट हरने वाले आठ पद, जो मंगलवार को गाए जाते हैं।',
  },
  'Bajrang Baan': {
    title: 'बजरंग बाण',
    description: 'संकटमोचन मंदिर, वाराणसी में बजरंग बाण का पाठ।',
  },
  'Jai Ambe Gauri': {
    title: 'जय अम्बे गौरी',
    description: 'नवरात्रि में घर-घर गाई जाने वाली दुर्गा आरती।',
  },
  'Chalo Bulawa Aaya Hai': {
    title: 'चलो बुलावा आया है',
    description: 'कटरा के यात्रा मार्ग से वैष्णो देवी यात्रा का एक भजन।',
  },
  'Ram Janm — Bal Kand': {
    title: 'राम जन्म — बालकांड',
    description: 'अयोध्या में श्री राम का जन्म, रामचरितमानस के बालकांड से।',
  },
  'Kevat Prasang': {
    title: 'केवट प्रसंग',
    description: 'नदी पार कराने से पहले केवट ने किस तरह श्री राम के चरण पखारे।',
  },
  'Shabari ke Ber': {
    title: 'शबरी के बेर',
    description: 'शबरी की भक्ति, और वे बेर जो उन्होंने श्री राम के लिए चख-चखकर रखे।',
  },
  'Dhruv Charitra': {
    title: 'ध्रुव चरित्र',
    description: 'बालक ध्रुव और उनकी अटल तपस्या, चतुर्थ स्कंध से।',
  },
  'Govardhan Leela': {
    title: 'गोवर्धन लीला',
    description: 'श्री कृष्ण ने ब्रज को आश्रय देने के लिए गोवर्धन पर्वत कैसे उठाया।',
  },
  'Satyanarayan Vrat Katha': {
    title: 'सत्यनारायण व्रत कथा',
    description: 'पूर्णिमा पर पढ़ी जाने वाली सत्यनारायण कथा के पाँचों अध्याय।',
  },
  'Ekadashi Vrat Katha': {
    title: 'एकादशी व्रत कथा',
    description: 'एकादशी का व्रत क्यों रखा जाता है, और मोक्षदा एकादशी की कथा।',
  },
  'Gayatri Mantra 108 Times': {
    title: 'गायत्री मंत्र 108 बार',
    description: 'प्रातः संध्या के लिए गायत्री मंत्र का 108 बार जाप।',
  },
  'Mahamrityunjaya Mantra': {
    title: 'महामृत्युंजय मंत्र',
    description: 'ऋग्वेद का महामृत्युंजय मंत्र, धीमी लय में जाप।',
  },
  'Shiv Rudrashtakam': {
    title: 'शिव रुद्राष्टकम्',
    description: 'नमामीशमीशान निर्वाणरूपं — तुलसीदास रचित रुद्राष्टकम्।',
  },
  'Om Namah Shivaya Dhun': {
    title: 'ॐ नमः शिवाय धुन',
    description: 'जप के लिए पंचाक्षरी मंत्र, धीमी धुन में।',
  },
  'Om Chanting for Morning Meditation': {
    title: 'प्रातः ध्यान के लिए ॐ उच्चारण',
    description: 'तानपुरे के साथ दस मिनट ॐ का उच्चारण, दिन की शुरुआत के लिए।',
  },
  'Gita Chapter 2: Sankhya Yoga': {
    title: 'गीता अध्याय 2: सांख्य योग',
    description: 'अविनाशी आत्मा और अर्जुन का कर्तव्य, सरल शब्दों में।',
  },
  'Gita Chapter 12: Bhakti Yoga': {
    title: 'गीता अध्याय 12: भक्ति योग',
    description: 'श्री कृष्ण को प्रिय भक्त के गुण।',
  },
  'How to Keep Calm in Daily Life': {
    title: 'रोज़मर्रा के जीवन में मन शांत कैसे रखें',
    description: 'क्रोध, धैर्य और नाम जप के अभ्यास पर एक सत्संग।',
  },
  'Lakshmi Puja Vidhi at Home': {
    title: 'घर पर लक्ष्मी पूजा विधि',
    description: 'दीवाली की लक्ष्मी-गणेश पूजा चरण-दर-चरण, सामग्री सूची के साथ।',
  },
  'Navratri Ghatasthapana Vidhi': {
    title: 'नवरात्रि घटस्थापना विधि',
    description: 'नवरात्रि के पहले दिन कलश की स्थापना कैसे करें।',
  },
  'Chhath Puja Sandhya Arghya': {
    title: 'छठ पूजा संध्या अर्घ्य',
    description: 'पटना के घाटों पर डूबते सूर्य को संध्या अर्घ्य।',
  },
  'Kaanch Hi Baans Ke Bahangiya': {
    title: 'काँच ही बाँस के बहँगिया',
    description: 'घाट की ओर जाते हुए गाया जाने वाला छठ गीत।',
  },
};
