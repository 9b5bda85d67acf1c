/**
 * Hindi of the demo media categories' and sub-categories' descriptions
 * (categories.ts; their names already have nameHi), keyed by slug, which is
 * unique across both levels; decision 011.
 */

export const MEDIA_CATEGORY_DESCRIPTIONS_HI: Record<string, string> = {
  aarti: 'भारत के घाटों और मंदिरों से सुबह-शाम की आरतियाँ।',
  'ganga-aarti': 'वाराणसी, हरिद्वार और ऋषिकेश के घाटों पर संध्या आरती।',
  'shiv-aarti': 'ॐ जय शिव ओंकारा और ज्योतिर्लिंगों की आरतियाँ।',
  'ganesh-aarti': 'जय गणेश देवा और सुखकर्ता दुःखहर्ता।',
  bhajan: 'हर देवी-देवता और हर भाव के भक्ति गीत।',
  'krishna-bhajan': 'वृंदावन और ब्रज क्षेत्र के भजन।',
  'hanuman-bhajan': 'हनुमान चालीसा, बजरंग बाण और संकटमोचन।',
  'devi-bhajan': 'माँ दुर्गा, वैष्णो देवी और नवरात्रि के जगराते के गीत।',
  katha: 'रामायण, भागवत और व्रत कथाओं के प्रसंग।',
  'ramayan-katha': 'रामचरितमानस की कथा, प्रसंग-दर-प्रसंग।',
  'bhagavat-katha': 'सात दिनों में श्रीमद्भागवत महापुराण की कथा।',
  'vrat-katha': 'एकादशी, सत्यनारायण और करवा चौथ पर पढ़ी जाने वाली कथाएँ।',
  mantra: 'जप और ध्यान के लिए वैदिक मंत्र और मंत्रोच्चार।',
  'vedic-mantra': 'गायत्री, महामृत्युंजय और शांति मंत्र।',
  'shiv-mantra': 'ॐ नमः शिवाय और रुद्राष्टकम्।',
  'meditation-chant': 'सुबह के ध्यान के लिए धीमी लय में मंत्रोच्चार।',
  pravachan: 'गीता, उपनिषदों और दैनिक जीवन पर प्रवचन।',
  'gita-pravachan': 'भगवद्गीता, अध्याय-दर-अध्याय।',
  satsang: 'आध्यात्मिक जीवन पर प्रश्नोत्तर।',
  festival: 'त्योहारों की पूजा, उत्सव और उनकी कथाएँ।',
  diwali: 'लक्ष्मी पूजा, दीवाली की कथा और इसके पाँच दिन।',
  navratri: 'देवी की नौ रातें, गरबा और कन्या पूजन।',
  chhath: 'नदी के घाटों पर सूर्य देव को अर्घ्य।',
};
