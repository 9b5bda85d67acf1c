/**
 * Hindi of the demo podcast episodes' descriptions and speakers
 * (demo-media/audio/episodes.json, whose titleHi is already there), keyed by
 * the English title; decision 011.
 */

export const PODCAST_DESCRIPTIONS_HI: Record<string, { description: string; speaker: string }> = {
  'The Meaning of the Gayatri Mantra': {
    description: 'ऋग्वेद के गायत्री मंत्र का शब्द-दर-शब्द अर्थ, और यह सूर्योदय के समय क्यों जपा जाता है।',
    speaker: 'पंडित राघव शर्मा',
  },
  'The Story Behind the Hanuman Chalisa': {
    description: 'गोस्वामी तुलसीदास ने हनुमान जी की स्तुति में चालीस चौपाइयाँ कैसे रचीं, और वे साहस व भक्ति के बारे में क्या सिखाती हैं।',
    speaker: 'आचार्या मीरा जोशी',
  },
  'Bhagavad Gita Chapter 2: Reflections': {
    description: 'सांख्य योग पर चिंतन: अविनाशी आत्मा, और कर्मफल की आसक्ति के बिना कर्म करना।',
    speaker: 'स्वामी आनंद गिरि',
  },
  'Ekadashi Vrat: Story and Rules': {
    description: 'एकादशी भगवान विष्णु को प्रिय क्यों है, इस व्रत के पीछे की कथा, और घर पर इसे सरलता से कैसे रखें।',
    speaker: 'पंडित राघव शर्मा',
  },
  'Diwali Lakshmi Puja Vidhi': {
    description: 'दीवाली की रात लक्ष्मी पूजा की चरण-दर-चरण विधि: पूजा की चौकी, कलश, दीये और आरती।',
    speaker: 'आचार्या मीरा जोशी',
  },
  'Kashi Vishwanath: A History': {
    description: 'बारह ज्योतिर्लिंगों में से एक, वाराणसी के काशी विश्वनाथ मंदिर की सदियों लंबी कहानी।',
    speaker: 'डॉ. शिवानी मिश्रा',
  },
  'Chhath Puja: Worship of the Sun': {
    description: 'छठ के चार दिन: नहाय-खाय, खरना, और सूर्य देव व छठी मैया को संध्या तथा प्रातः अर्घ्य।',
    speaker: 'पंडित राघव शर्मा',
  },
  'Ganga Aarti at Dashashwamedh Ghat': {
    description: 'वाराणसी की संध्या गंगा आरती में क्या-क्या होता है, और दीपों, शंख व घंटियों का अर्थ।',
    speaker: 'डॉ. शिवानी मिश्रा',
  },
  'Om Jai Jagdish Hare: Meaning of the Aarti': {
    description: 'लगभग हर हिंदू घर में गाई जाने वाली इस आरती का अर्थ, एक-एक पद करके।',
    speaker: 'आचार्या मीरा जोशी',
  },
  'The Mahamrityunjaya Mantra': {
    description: 'भगवान शिव का मृत्यु पर विजय का महामंत्र: इसका अर्थ, और माला से इसका जप कैसे करें।',
    speaker: 'स्वामी आनंद गिरि',
  },
  'Meerabai: Songs of Love for Krishna': {
    description: 'संत कवयित्री मीराबाई का जीवन, और उनके वे भजन जो आज भी देश भर के मंदिरों में गूंजते हैं।',
    speaker: 'संत हरिदास',
  },
  'Tulsidas and the Ramcharitmanas': {
    description: 'तुलसीदास ने रामायण को जन-जन के लिए अवधी में कैसे कहा, कुछ प्रिय चौपाइयों और उनके अर्थ के साथ।',
    speaker: 'पंडित राघव शर्मा',
  },
  "Kabir's Dohe and Nirgun Bhajans": {
    description: 'संत कबीर की सीधी-सच्ची वाणी का ज्ञान, और उनके नाम से गाए जाने वाले निर्गुण भजन।',
    speaker: 'संत हरिदास',
  },
  'Navratri: The Nine Forms of Durga': {
    description: 'नवरात्रि की हर रात पूजे जाने वाले माँ दुर्गा के नौ रूपों का क्रमवार परिचय।',
    speaker: 'आचार्या मीरा जोशी',
  },
  'The Power of Naam Jaap': {
    description: 'रोज़मर्रा के जीवन में प्रभु के नाम-स्मरण पर एक छोटा प्रवचन।',
    speaker: 'स्वामी आनंद गिरि',
  },
  'Sandhya Aarti at Home': {
    description: 'घर पर सरल संध्या आरती कैसे करें: दीपक, घंटी, प्रार्थना और प्रसाद।',
    speaker: 'डॉ. शिवानी मिश्रा',
  },
};
