/**
 * Eight health articles in Arabic and English. Each topic has several titles (angles on the same
 * subject) that share one body, so the blog has 60+ distinct posts with real prose.
 */
export interface ArticleBody {
  h1: string;
  p1: string;
  list: string[];
  h2: string;
  steps: string[];
  quote: string;
  closing: string;
}

export interface Article {
  category: [ar: string, en: string];
  author: [ar: string, en: string];
  tags: number[];
  /** [titleAr, titleEn, excerptAr, excerptEn] */
  titles: Array<[string, string, string, string]>;
  ar: ArticleBody;
  en: ArticleBody;
}

export const TAGS: Array<[ar: string, en: string]> = [
  ["الوقاية", "Prevention"],
  ["الصيام", "Fasting"],
  ["الأطفال", "Children"],
  ["كبار السن", "Older adults"],
  ["الرياضة", "Exercise"],
  ["النوم", "Sleep"],
  ["الحمل", "Pregnancy"],
  ["الكشف المبكر", "Screening"],
  ["التغذية", "Nutrition"],
  ["التوتر", "Stress"],
  ["التطعيمات", "Vaccines"],
  ["الصيف", "Summer"],
];

export const ARTICLES: Article[] = [
  {
    category: ["صحة القلب", "Heart health"],
    author: ["د. خالد الغامدي", "Dr. Khalid Al-Ghamdi"],
    tags: [1, 5, 8],
    titles: [
      ["عشر عادات يومية لقلب سليم", "Ten daily habits for a healthy heart", "خطوات صغيرة تتكرر كل يوم تحمي قلبك أكثر مما تتوقع.", "Small steps repeated every day protect your heart more than you might expect."],
      ["كيف تحمي قلبك بعد الأربعين؟", "How to protect your heart after forty", "بعد الأربعين تتغير احتياجات القلب، وهذه أهم الفحوص والعادات.", "After forty your heart's needs change; these are the checks and habits that matter most."],
      ["ماذا تعني أرقام ضغط الدم؟", "What your blood pressure numbers mean", "دليل مبسط لقراءة الضغط الانقباضي والانبساطي ومتى تقلق.", "A simple guide to systolic and diastolic pressure, and when to worry."],
      ["علامات الأزمة القلبية عند النساء", "Heart attack signs in women", "أعراض الأزمة القلبية عند المرأة قد تختلف، فاعرفيها مبكرًا.", "Heart attack symptoms in women can be different; learn them early."],
      ["الكوليسترول: الجيد والضار", "Cholesterol: the good and the bad", "ليس كل الكوليسترول ضارًا؛ تعرف على الفرق وكيف توازن بينهما.", "Not all cholesterol is bad; learn the difference and how to balance them."],
      ["المشي ثلاثين دقيقة يغير قلبك", "How thirty minutes of walking changes your heart", "نشاط بسيط يخفض الضغط ويقوي عضلة القلب.", "A simple activity that lowers blood pressure and strengthens the heart muscle."],
      ["الملح الخفي في طعامك اليومي", "The hidden salt in your daily food", "معظم الملح الذي نتناوله لا يأتي من المملحة.", "Most of the salt we eat does not come from the salt shaker."],
      ["متى تحتاج إلى تخطيط القلب؟", "When do you need an ECG?", "فحص بسيط وسريع يكشف الكثير عن نبض قلبك.", "A quick, simple test that reveals a lot about your heartbeat."],
    ],
    ar: {
      h1: "لماذا تبدأ الوقاية مبكرًا؟",
      p1: "أمراض القلب والأوعية الدموية هي السبب الأول للوفاة في العالم، لكن معظم عوامل الخطر يمكن التحكم فيها: ضغط الدم، والكوليسترول، والسكر، والتدخين، وقلة الحركة. كلما بدأت مبكرًا كانت النتائج أفضل.",
      list: ["امشِ ثلاثين دقيقة في معظم أيام الأسبوع", "قلل الملح والأطعمة المصنعة", "أقلع عن التدخين بجميع أشكاله", "نم من سبع إلى ثماني ساعات", "افحص الضغط والسكر والدهون دوريًا"],
      h2: "خطوات عملية تبدأ بها اليوم",
      steps: ["سجل قراءات ضغطك أسبوعيًا في دفتر أو تطبيق", "استبدل المشروبات المحلاة بالماء", "أضف حصة خضار إلى كل وجبة", "احجز فحصًا شاملًا مرة كل عام"],
      quote: "القلب يتحمل كثيرًا، لكنه لا ينسى. العادات الصغيرة اليومية هي أفضل دواء وقائي نعرفه.",
      closing: "إذا شعرت بألم في الصدر أو ضيق مفاجئ في التنفس فاتصل بالطوارئ فورًا ولا تنتظر.",
    },
    en: {
      h1: "Why prevention starts early",
      p1: "Cardiovascular disease is the leading cause of death worldwide, yet most of its risk factors can be controlled: blood pressure, cholesterol, blood sugar, smoking and inactivity. The earlier you start, the better the results.",
      list: ["Walk for thirty minutes on most days of the week", "Cut down on salt and processed food", "Stop smoking in every form", "Sleep seven to eight hours", "Check blood pressure, sugar and lipids regularly"],
      h2: "Practical steps to start today",
      steps: ["Log your blood pressure weekly in a notebook or an app", "Swap sweetened drinks for water", "Add a portion of vegetables to every meal", "Book a complete check-up once a year"],
      quote: "The heart puts up with a lot, but it does not forget. Small daily habits are the best preventive medicine we know.",
      closing: "If you feel chest pain or sudden shortness of breath, call emergency services straight away and do not wait.",
    },
  },
  {
    category: ["السكري", "Diabetes"],
    author: ["د. نورة القحطاني", "Dr. Noura Al-Qahtani"],
    tags: [1, 2, 9],
    titles: [
      ["السكري من النوع الثاني: دليل المبتدئين", "Type 2 diabetes: a beginner's guide", "تشخيص جديد؟ هذا ما تحتاج معرفته في الأسابيع الأولى.", "Newly diagnosed? Here is what you need to know in the first weeks."],
      ["الصيام الآمن لمرضى السكري", "Safe fasting with diabetes", "كيف تصوم رمضان دون هبوط أو ارتفاع خطير في السكر.", "How to fast in Ramadan without dangerous lows or highs."],
      ["ما هو السكر التراكمي؟", "What is HbA1c?", "رقم واحد يلخص مستوى السكر في الأشهر الثلاثة الماضية.", "One number that sums up your blood sugar over the last three months."],
      ["العناية بالقدم السكرية", "Caring for diabetic feet", "فحص يومي بسيط يحميك من مضاعفات خطيرة.", "A simple daily check protects you from serious complications."],
      ["مقدمات السكري: فرصة للتراجع", "Prediabetes: a chance to turn back", "اكتشاف مقدمات السكري مبكرًا يعني أنك ما زلت قادرًا على تجنبه.", "Finding prediabetes early means you can still avoid diabetes."],
      ["هبوط السكر: كيف تتصرف؟", "Low blood sugar: what to do", "قاعدة 15-15 التي يجب أن يعرفها كل مريض سكري وأسرته.", "The 15-15 rule every person with diabetes and their family should know."],
      ["الرياضة وضبط السكر", "Exercise and blood sugar control", "الحركة تجعل الإنسولين يعمل بكفاءة أكبر.", "Movement makes insulin work more efficiently."],
      ["السكري عند الأطفال", "Diabetes in children", "علامات السكري من النوع الأول التي يجب ألا يغفلها الأهل.", "Signs of type 1 diabetes that parents should not overlook."],
    ],
    ar: {
      h1: "افهم مرضك أولًا",
      p1: "السكري حالة مزمنة يرتفع فيها مستوى الجلوكوز في الدم لأن الجسم لا ينتج ما يكفي من الإنسولين أو لا يستخدمه بكفاءة. الخبر الجيد أن الضبط الجيد للسكر يقلل المضاعفات بدرجة كبيرة.",
      list: ["قِس السكر في الأوقات التي يحددها طبيبك", "وزّع الكربوهيدرات على الوجبات", "لا تتوقف عن الدواء دون استشارة", "افحص عينيك وقدميك وكليتيك سنويًا"],
      h2: "خطة يومك",
      steps: ["ابدأ بفطور يحتوي على بروتين وألياف", "تحرك عشر دقائق بعد كل وجبة", "احمل معك مصدر سكر سريع للطوارئ", "راجع قراءاتك مع الطبيب أو المثقف الصحي"],
      quote: "مريض السكري الذي يفهم أرقامه هو شريك حقيقي في علاجه، وليس متلقيًا للتعليمات فقط.",
      closing: "انضم إلى نادي السكري في المجموعة لتتعلم مع مرضى آخرين وتحصل على متابعة منتظمة.",
    },
    en: {
      h1: "Understand your condition first",
      p1: "Diabetes is a long-term condition in which blood glucose stays high because the body does not make enough insulin or does not use it well. The good news is that good control greatly reduces complications.",
      list: ["Test your sugar at the times your doctor sets", "Spread carbohydrates across your meals", "Never stop a medicine without advice", "Have your eyes, feet and kidneys checked every year"],
      h2: "Your daily plan",
      steps: ["Start with a breakfast that has protein and fibre", "Move for ten minutes after each meal", "Carry a fast-acting sugar for emergencies", "Review your readings with your doctor or diabetes educator"],
      quote: "A patient who understands their numbers is a real partner in their treatment, not just someone following instructions.",
      closing: "Join the group's diabetes club to learn alongside other patients and get regular follow-up.",
    },
  },
  {
    category: ["صحة الطفل", "Children's health"],
    author: ["د. ريم الزهراني", "Dr. Reem Al-Zahrani"],
    tags: [3, 11, 1],
    titles: [
      ["جدول تطعيمات طفلك في السنة الأولى", "Your baby's vaccines in the first year", "متى يأخذ طفلك كل تطعيم ولماذا لا يجب تأجيله.", "When your baby gets each vaccine and why it should not be delayed."],
      ["الحرارة عند الأطفال: متى تقلق؟", "Fever in children: when to worry", "ليست كل حرارة خطيرة، لكن هناك علامات تستدعي الطوارئ.", "Not every fever is dangerous, but some signs need the emergency department."],
      ["نوم الرضيع الآمن", "Safe sleep for babies", "وضعية النوم والسرير المناسب يقللان خطر الموت المفاجئ.", "The right sleeping position and cot reduce the risk of sudden infant death."],
      ["التغذية الصحية لطفل المدرسة", "Healthy eating for school children", "أفكار لصندوق غداء متوازن يحبه طفلك.", "Ideas for a balanced lunch box your child will enjoy."],
      ["الشاشات وصحة الطفل", "Screens and your child's health", "كم ساعة يقضيها طفلك أمام الشاشة؟ وما البديل؟", "How many hours does your child spend on screens, and what are the alternatives?"],
      ["الربو عند الأطفال", "Asthma in children", "كيف تتعرف على نوبة الربو وتتعامل معها في المنزل.", "How to recognise an asthma attack and manage it at home."],
      ["مراحل نمو طفلك", "Your child's developmental milestones", "الجلوس والمشي والكلام: ماذا تتوقع ومتى تستشير الطبيب.", "Sitting, walking and talking: what to expect and when to see a doctor."],
      ["الجفاف عند الأطفال في الصيف", "Dehydration in children in summer", "الأطفال يفقدون السوائل أسرع من الكبار في الحر.", "Children lose fluids faster than adults in the heat."],
    ],
    ar: {
      h1: "صحة طفلك تبدأ بالمتابعة",
      p1: "الزيارات الدورية لطبيب الأطفال ليست للمرض فقط؛ فهي فرصة لمتابعة النمو والتطعيمات والتغذية والنوم، واكتشاف أي مشكلة مبكرًا قبل أن تكبر.",
      list: ["احتفظ ببطاقة التطعيمات محدثة", "قِس وزن طفلك وطوله في كل زيارة", "شجّع اللعب الحر في الهواء الطلق", "اجعل للنوم موعدًا ثابتًا"],
      h2: "متى تذهب إلى الطوارئ فورًا؟",
      steps: ["صعوبة في التنفس أو ازرقاق الشفاه", "حرارة عند رضيع عمره أقل من ثلاثة أشهر", "خمول شديد أو صعوبة في الإيقاظ", "علامات جفاف: قلة البول وجفاف الفم"],
      quote: "الأهل هم أكثر من يعرف طفلهم. إذا شعرتم أن شيئًا ما ليس على ما يرام فثقوا بإحساسكم واطلبوا المساعدة.",
      closing: "عيادات الندى للأطفال تستقبلكم طوال الأسبوع، مع طوارئ أطفال على مدار الساعة.",
    },
    en: {
      h1: "Your child's health starts with follow-up",
      p1: "Regular visits to the paediatrician are not only for illness; they are a chance to follow growth, vaccines, nutrition and sleep, and to catch any problem early before it grows.",
      list: ["Keep the vaccination card up to date", "Measure weight and height at every visit", "Encourage free play outdoors", "Keep a regular bedtime"],
      h2: "When to go to the emergency department straight away",
      steps: ["Difficulty breathing or blue lips", "Fever in a baby under three months old", "Extreme drowsiness or hard to wake", "Signs of dehydration: little urine and a dry mouth"],
      quote: "Parents know their child best. If you feel something is not right, trust that feeling and ask for help.",
      closing: "Al Nada Children's Clinics are open all week, with a 24-hour children's emergency service.",
    },
  },
  {
    category: ["صحة المرأة", "Women's health"],
    author: ["د. هند الشهري", "Dr. Hind Al-Shehri"],
    tags: [7, 8, 1],
    titles: [
      ["الفحص المبكر لسرطان الثدي", "Early screening for breast cancer", "متى تبدئين الماموجرام وكيف تفحصين نفسك شهريًا.", "When to start mammograms and how to check yourself monthly."],
      ["التغذية في أثناء الحمل", "Nutrition during pregnancy", "ما تحتاجينه أنت وطفلك في كل ثلث من الحمل.", "What you and your baby need in each trimester."],
      ["تكيس المبايض: الأسئلة الشائعة", "Polycystic ovaries: common questions", "إجابات واضحة عن الأعراض والعلاج والحمل.", "Clear answers about symptoms, treatment and pregnancy."],
      ["فقر الدم عند النساء", "Anaemia in women", "التعب الدائم قد يكون نقصًا في الحديد.", "Constant tiredness may be iron deficiency."],
      ["الاستعداد للولادة", "Getting ready for birth", "حقيبة المستشفى وخطة الولادة وما يحدث في غرفة الولادة.", "The hospital bag, the birth plan and what happens in the delivery room."],
      ["صحة العظام بعد الخمسين", "Bone health after fifty", "هشاشة العظام صامتة حتى أول كسر؛ الوقاية تبدأ الآن.", "Osteoporosis is silent until the first fracture; prevention starts now."],
      ["مسحة عنق الرحم: لماذا وكل متى؟", "Pap smear: why and how often", "فحص بسيط يكشف التغيرات قبل أن تصبح سرطانًا.", "A simple test that finds changes before they become cancer."],
      ["اكتئاب ما بعد الولادة", "Postnatal depression", "ليس ضعفًا ولا تقصيرًا؛ إنه حالة قابلة للعلاج.", "It is not weakness or failure; it is a treatable condition."],
    ],
    ar: {
      h1: "رعاية في كل مرحلة",
      p1: "تمر المرأة بمراحل مختلفة من البلوغ إلى الحمل إلى سن الأمان، ولكل مرحلة فحوصها واحتياجاتها. المتابعة المنتظمة مع طبيبة النساء تساعد على الاكتشاف المبكر وتمنح راحة البال.",
      list: ["فحص ذاتي للثدي كل شهر", "ماموجرام دوري بعد الأربعين", "مسحة عنق الرحم حسب توصية الطبيبة", "فحص الحديد وفيتامين د"],
      h2: "استعدي لزيارتك",
      steps: ["دوّني تاريخ آخر دورة شهرية", "اكتبي أسئلتك قبل الموعد", "أحضري قائمة أدويتك", "أخبري الطبيبة بالتاريخ العائلي للأمراض"],
      quote: "الاكتشاف المبكر يغير القصة كلها. نصف ساعة في السنة قد تكون أهم موعد في تقويمك.",
      closing: "يقدم مركز الندى لصحة المرأة عيادات تديرها طبيبات متخصصات في بيئة خاصة ومريحة.",
    },
    en: {
      h1: "Care at every stage",
      p1: "Women go through different stages, from puberty to pregnancy to menopause, and each has its own checks and needs. Regular follow-up with a gynaecologist helps with early detection and gives peace of mind.",
      list: ["A monthly breast self-check", "Regular mammograms after forty", "A Pap smear as your doctor recommends", "Iron and vitamin D tests"],
      h2: "Get ready for your visit",
      steps: ["Note the date of your last period", "Write down your questions before the appointment", "Bring a list of your medicines", "Tell your doctor about family medical history"],
      quote: "Early detection changes the whole story. Half an hour a year may be the most important appointment in your calendar.",
      closing: "Al Nada Women's Wellness Centre offers clinics led by specialist women doctors in a private, comfortable setting.",
    },
  },
  {
    category: ["التغذية", "Nutrition"],
    author: ["أ. لينا الحربي، أخصائية تغذية", "Lina Al-Harbi, dietitian"],
    tags: [9, 2, 12],
    titles: [
      ["طبق متوازن في خمس دقائق", "A balanced plate in five minutes", "قاعدة نصف الطبق التي تجعل كل وجبة صحية.", "The half-plate rule that makes every meal healthy."],
      ["سحور يمنحك الطاقة طوال اليوم", "A suhoor that lasts all day", "أطعمة تبطئ الجوع والعطش في ساعات الصيام.", "Foods that slow hunger and thirst during fasting hours."],
      ["الألياف: الصديق المنسي", "Fibre: the forgotten friend", "لماذا يحتاج جسمك إلى الألياف وأين تجدها.", "Why your body needs fibre and where to find it."],
      ["كم كوبًا من الماء تحتاج؟", "How much water do you need?", "احتياجك للسوائل يختلف حسب العمر والحرارة والنشاط.", "Your fluid needs depend on age, heat and activity."],
      ["السكر الخفي في المشروبات", "Hidden sugar in drinks", "كوب عصير واحد قد يحتوي على سكر يومك كله.", "One glass of juice can hold a whole day's sugar."],
      ["وجبات خفيفة صحية للعمل", "Healthy snacks for work", "أفكار سهلة تبعدك عن آلة الحلويات.", "Easy ideas that keep you away from the vending machine."],
      ["البروتين النباتي في طعامك", "Plant protein on your plate", "البقوليات والمكسرات بدائل مغذية للحوم.", "Pulses and nuts are nourishing alternatives to meat."],
      ["قراءة الملصق الغذائي", "How to read a food label", "ثلاثة أرقام تخبرك إن كان المنتج صحيًا.", "Three numbers that tell you whether a product is healthy."],
    ],
    ar: {
      h1: "الغذاء دواء يومي",
      p1: "لا يوجد طعام سحري، لكن النمط الغذائي المتوازن يقلل خطر السمنة والسكري وأمراض القلب. المهم هو الاستمرار، لا الحميات القاسية قصيرة المدى.",
      list: ["نصف الطبق خضار وفاكهة", "ربع الطبق حبوب كاملة", "ربع الطبق بروتين", "الماء هو المشروب الأساسي"],
      h2: "ابدأ بتغيير واحد",
      steps: ["اختر الخبز الأسمر بدل الأبيض", "اجعل الفاكهة حلوى الوجبة", "اطبخ بالفرن أو البخار بدل القلي", "تناول الطعام ببطء ودون شاشات"],
      quote: "أفضل نظام غذائي هو الذي تستطيع الالتزام به بعد سنة، لا بعد أسبوع.",
      closing: "احجز استشارة تغذية لتحصل على خطة تناسب صحتك وذوقك وميزانيتك.",
    },
    en: {
      h1: "Food is everyday medicine",
      p1: "There is no magic food, but a balanced eating pattern lowers the risk of obesity, diabetes and heart disease. What matters is keeping it up, not harsh short-term diets.",
      list: ["Half the plate vegetables and fruit", "A quarter whole grains", "A quarter protein", "Water as your main drink"],
      h2: "Start with one change",
      steps: ["Choose wholemeal bread over white", "Make fruit your dessert", "Bake or steam instead of frying", "Eat slowly and away from screens"],
      quote: "The best diet is the one you can still follow a year from now, not a week from now.",
      closing: "Book a nutrition consultation for a plan that suits your health, taste and budget.",
    },
  },
  {
    category: ["الصحة النفسية", "Mental health"],
    author: ["د. عمر المالكي", "Dr. Omar Al-Malki"],
    tags: [10, 6, 1],
    titles: [
      ["التوتر في العمل: كيف تتعامل معه؟", "Stress at work: how to cope", "استراتيجيات بسيطة تعيد لك التوازن خلال يوم مزدحم.", "Simple strategies that restore balance during a busy day."],
      ["القلق: متى يصبح مشكلة؟", "Anxiety: when does it become a problem?", "القلق طبيعي، لكن هناك علامات تعني أنك تحتاج إلى مساعدة.", "Anxiety is normal, but some signs mean you need help."],
      ["النوم والصحة النفسية", "Sleep and mental health", "العلاقة بين قلة النوم والمزاج والتركيز.", "How poor sleep affects mood and concentration."],
      ["كيف تدعم صديقًا يمر بالاكتئاب؟", "How to support a friend with depression", "الإنصات أهم من النصيحة.", "Listening matters more than advice."],
      ["تمارين التنفس لتهدئة العقل", "Breathing exercises to calm the mind", "دقيقتان من التنفس المنظم تخفضان التوتر.", "Two minutes of paced breathing lower stress."],
      ["الصحة النفسية للمراهقين", "Mental health in teenagers", "تغيرات المراهقة وعلامات تستدعي الانتباه.", "The changes of adolescence and signs that need attention."],
      ["الإرهاق الرقمي", "Digital fatigue", "كثرة الإشعارات تستنزف طاقتك الذهنية.", "Constant notifications drain your mental energy."],
    ],
    ar: {
      h1: "الصحة النفسية جزء من الصحة",
      p1: "كما نعتني بأجسامنا نحتاج إلى العناية بعقولنا. طلب المساعدة النفسية علامة وعي لا ضعف، والعلاج المبكر يختصر المعاناة.",
      list: ["نم ساعات كافية في مواعيد ثابتة", "تحرك يوميًا ولو قليلًا", "تواصل مع الأشخاص الذين ترتاح لهم", "خصص وقتًا بلا هاتف"],
      h2: "تمرين التنفس 4-4-6",
      steps: ["اجلس في وضع مريح وأغمض عينيك", "استنشق من الأنف في أربع ثوانٍ", "احبس النفس أربع ثوانٍ", "ازفر ببطء من الفم في ست ثوانٍ، وكرر خمس مرات"],
      quote: "ليس عليك أن تحمل كل شيء وحدك. الحديث مع مختص خطوة شجاعة نحو التعافي.",
      closing: "عياداتنا النفسية تحفظ خصوصيتك بالكامل، ويمكنك البدء باستشارة عن بعد.",
    },
    en: {
      h1: "Mental health is part of health",
      p1: "Just as we look after our bodies, we need to look after our minds. Asking for psychological help is a sign of awareness, not weakness, and early treatment shortens suffering.",
      list: ["Sleep enough hours at regular times", "Move every day, even a little", "Stay in touch with people you feel at ease with", "Set aside time without your phone"],
      h2: "The 4-4-6 breathing exercise",
      steps: ["Sit comfortably and close your eyes", "Breathe in through your nose for four seconds", "Hold for four seconds", "Breathe out slowly through your mouth for six seconds; repeat five times"],
      quote: "You do not have to carry everything alone. Talking to a professional is a brave step towards recovery.",
      closing: "Our psychiatry clinics fully protect your privacy, and you can start with a remote consultation.",
    },
  },
  {
    category: ["صحة الفم والأسنان", "Dental health"],
    author: ["د. ماجد العتيبي", "Dr. Majed Al-Otaibi"],
    tags: [1, 3, 9],
    titles: [
      ["الطريقة الصحيحة لتنظيف الأسنان", "How to brush your teeth properly", "دقيقتان مرتين يوميًا، لكن التقنية هي الأهم.", "Two minutes twice a day, but technique matters most."],
      ["تسوس الأسنان عند الأطفال", "Tooth decay in children", "الأسنان اللبنية تستحق العناية مثل الدائمة.", "Baby teeth deserve the same care as permanent ones."],
      ["نزيف اللثة: ماذا يعني؟", "Bleeding gums: what does it mean?", "علامة مبكرة لالتهاب اللثة يمكن علاجها بسهولة.", "An early sign of gum disease that is easy to treat."],
      ["زراعة الأسنان خطوة بخطوة", "Dental implants step by step", "من التخطيط بالأشعة حتى التاج النهائي.", "From imaging and planning to the final crown."],
      ["تقويم الأسنان للكبار", "Orthodontics for adults", "لم يفت الأوان لابتسامة مستقيمة.", "It is never too late for a straight smile."],
      ["حساسية الأسنان وعلاجها", "Sensitive teeth and how to treat them", "لماذا تؤلمك المشروبات الباردة وما الحل.", "Why cold drinks hurt and what helps."],
      ["تبييض الأسنان: حقائق مهمة", "Teeth whitening: the facts", "ما الآمن وما الذي يجب تجنبه.", "What is safe and what to avoid."],
      ["رائحة الفم: الأسباب والحلول", "Bad breath: causes and solutions", "معظم الأسباب في الفم نفسه ويمكن علاجها.", "Most causes are in the mouth itself and can be treated."],
    ],
    ar: {
      h1: "ابتسامة صحية مدى الحياة",
      p1: "صحة الفم مرتبطة بصحة الجسم كله؛ فالتهاب اللثة يرتبط بأمراض القلب والسكري. والخبر السار أن معظم مشكلات الأسنان يمكن الوقاية منها بعادات بسيطة.",
      list: ["فرشاة ناعمة ومعجون بالفلورايد", "خيط الأسنان مرة يوميًا", "تقليل السكريات بين الوجبات", "زيارة طبيب الأسنان كل ستة أشهر"],
      h2: "تقنية التنظيف الصحيحة",
      steps: ["أمل الفرشاة بزاوية 45 درجة نحو اللثة", "حركها حركات دائرية صغيرة", "نظف الأسطح الداخلية والماضغة", "نظف اللسان في النهاية"],
      quote: "الوقاية في طب الأسنان أرخص وأسهل دائمًا من العلاج، وتبدأ من البيت.",
      closing: "احجز فحص الأسنان الدوري في مركز الندى لطب الأسنان، مع عروض خاصة للأطفال.",
    },
    en: {
      h1: "A healthy smile for life",
      p1: "Oral health is linked to the health of the whole body; gum disease is associated with heart disease and diabetes. The good news is that most dental problems can be prevented with simple habits.",
      list: ["A soft brush and fluoride toothpaste", "Floss once a day", "Fewer sugary snacks between meals", "See your dentist every six months"],
      h2: "The right brushing technique",
      steps: ["Tilt the brush at 45 degrees towards the gum", "Move it in small circles", "Clean the inner and chewing surfaces", "Finish by cleaning your tongue"],
      quote: "In dentistry, prevention is always cheaper and easier than treatment, and it starts at home.",
      closing: "Book your regular dental check-up at Al Nada Dental Centre, with special offers for children.",
    },
  },
  {
    category: ["نمط حياة صحي", "Healthy living"],
    author: ["د. سارة الدوسري", "Dr. Sarah Al-Dosari"],
    tags: [5, 6, 4, 12],
    titles: [
      ["النوم الجيد: دليل عملي", "Good sleep: a practical guide", "عادات مسائية تساعدك على نوم أعمق.", "Evening habits that help you sleep more deeply."],
      ["ابدأ الرياضة بعد انقطاع طويل", "Getting back to exercise after a long break", "كيف تعود للنشاط دون إصابات.", "How to get active again without injury."],
      ["ضربة الشمس: الوقاية والإسعاف", "Heatstroke: prevention and first aid", "في صيف الخليج، معرفة هذه العلامات تنقذ حياة.", "In a Gulf summer, knowing these signs saves lives."],
      ["الجلوس الطويل وصحة الظهر", "Long sitting and your back", "تمارين مكتبية بسيطة لظهر أقل ألمًا.", "Simple desk exercises for a less painful back."],
      ["الإقلاع عن التدخين: خطة واقعية", "Quitting smoking: a realistic plan", "الأسابيع الأولى هي الأصعب، وهذه طريقة تجاوزها.", "The first weeks are the hardest; here is how to get through them."],
      ["النشاط البدني لكبار السن", "Physical activity for older adults", "الحركة تحمي من السقوط وتحافظ على الاستقلال.", "Movement prevents falls and keeps you independent."],
      ["السفر بصحة جيدة", "Travelling in good health", "حقيبة الأدوية والتطعيمات ونصائح الرحلات الطويلة.", "The medicine bag, vaccines and tips for long journeys."],
      ["المشي اليومي: عشرة آلاف خطوة؟", "Daily walking: do you need 10,000 steps?", "ما يقوله العلم عن عدد الخطوات المفيد.", "What the science says about a useful step count."],
      ["الوزن الصحي دون حرمان", "A healthy weight without deprivation", "تغييرات صغيرة ومستمرة تصنع الفرق.", "Small, steady changes make the difference."],
    ],
    ar: {
      h1: "صحتك في تفاصيل يومك",
      p1: "النوم والحركة والتغذية والابتعاد عن التدخين هي أعمدة الصحة الأربعة. لا تحتاج إلى تغيير كل شيء مرة واحدة؛ عادة واحدة جيدة تجر عادات أخرى.",
      list: ["150 دقيقة من النشاط المعتدل أسبوعيًا", "نوم من سبع إلى تسع ساعات", "شرب الماء بانتظام خاصة في الصيف", "فحص دوري حسب العمر"],
      h2: "خطة أسبوعك الأول",
      steps: ["امشِ عشرين دقيقة بعد العشاء", "أطفئ الشاشات قبل النوم بساعة", "جهز وجبات الغد مساءً", "سجل تقدمك واحتفل بالإنجازات الصغيرة"],
      quote: "الصحة ليست هدفًا نصل إليه مرة واحدة، بل طريقة نعيش بها كل يوم.",
      closing: "يمكنك البدء بتقييم المخاطر الصحية على موقعنا لتعرف من أين تبدأ.",
    },
    en: {
      h1: "Your health is in the details of your day",
      p1: "Sleep, movement, nutrition and staying smoke-free are the four pillars of health. You do not need to change everything at once; one good habit pulls others along.",
      list: ["150 minutes of moderate activity a week", "Seven to nine hours of sleep", "Regular water, especially in summer", "Age-appropriate check-ups"],
      h2: "Your first week's plan",
      steps: ["Walk for twenty minutes after dinner", "Switch off screens an hour before bed", "Prepare tomorrow's meals in the evening", "Track your progress and celebrate small wins"],
      quote: "Health is not a goal you reach once; it is a way of living every day.",
      closing: "Start with the health risk assessment on our website to see where to begin.",
    },
  },
];
