// Shipped assessment content: one assessment per curriculum module.
// correctAnswer is a 0-based index into options. Correct answers and
// explanations reach the browser only once the trainer has passed the assessment
// (modules/assessments/attempt-service.ts; issue 27, F3).

export type QuestionContent = {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  curriculumGuidance?: string;
};

export type AssessmentContent = {
  slug: string;
  title: string;
  description: string;
  classNumber: number;
  passThreshold: number;
  questions: QuestionContent[];
};

export const ASSESSMENTS: AssessmentContent[] = [
  {
    slug: "class-1-business-setup",
    title: "Class 1: Business Setup & Legal Structure Assessment",
    description:
      "Check your understanding of business structure, insurance, waivers, banking and record keeping before you start teaching paid classes.",
    classNumber: 1,
    passThreshold: 80,
    questions: [
      {
        question:
          "What is the main advantage of forming an LLC instead of operating as a sole proprietorship?",
        options: [
          "An LLC never has to pay income tax",
          "An LLC generally separates your personal assets from the business's debts and liabilities",
          "An LLC does not need liability insurance",
          "An LLC lets you teach without a signed student waiver",
        ],
        correctAnswer: 1,
        explanation:
          "Limited liability is the core benefit: business obligations generally stay with the business, not your personal savings or home. It does not remove the need for insurance, waivers or taxes.",
        curriculumGuidance: "Review Week 1, 'Sole Proprietorship vs. LLC Comparison'.",
      },
      {
        question:
          "Why should a self-defense trainer carry self-defense-specific liability insurance rather than relying on a general fitness policy?",
        options: [
          "General fitness policies are always more expensive",
          "Self-defense policies cover any injury a student causes outside of class",
          "Many general fitness policies exclude contact, martial arts or self-defense instruction",
          "Insurance is only required for classes larger than 30 students",
        ],
        correctAnswer: 2,
        explanation:
          "Policies differ, and many general fitness plans exclude contact or martial arts activity. Confirm in writing that your policy covers hands-on self-defense instruction.",
        curriculumGuidance: "Review Week 1, 'Liability Insurance Guide'.",
      },
      {
        question: "When must a student sign the participant waiver?",
        options: [
          "Before they take part in any physical activity, ideally at check-in or registration",
          "After the warm-up, once they decide to stay",
          "At the end of class, together with the feedback form",
          "Only if they have a previous injury",
        ],
        correctAnswer: 0,
        explanation:
          "The waiver must be signed before any physical participation. A student without a signed waiver may observe but should not join the drills.",
      },
      {
        question: "What is the best practice for keeping signed waivers?",
        options: [
          "Throw them away once the class ends without incident",
          "Keep only the waivers of students who were injured",
          "Give the originals back to the students to keep",
          "Store them securely and organized by class date for the period your insurer or attorney recommends",
        ],
        correctAnswer: 3,
        explanation:
          "Claims can be made long after a class, so waivers should be kept securely, easy to find by date, for the retention period your insurer or attorney advises.",
        curriculumGuidance: "Review Week 1, 'Record-Keeping and Document Retention Guide'.",
      },
      {
        question: "Why should you open a separate business bank account?",
        options: [
          "It is the only way to accept card payments",
          "It keeps business and personal money apart, simplifies bookkeeping and taxes, and helps preserve your LLC's liability protection",
          "It lets you avoid reporting cash income",
          "Banks require it before you can advertise a class",
        ],
        correctAnswer: 1,
        explanation:
          "Mixing personal and business funds makes bookkeeping harder and can weaken the liability separation an LLC provides.",
      },
      {
        question: "What is an EIN (Employer Identification Number) typically used for?",
        options: [
          "Identifying your business for tax purposes and opening a business bank account",
          "Proving you are a certified self-defense trainer",
          "Replacing your liability insurance certificate",
          "Registering your social media accounts",
        ],
        correctAnswer: 0,
        explanation:
          "An EIN is a federal tax ID for the business. Banks usually ask for it when you open a business account, and you need it to hire employees.",
        curriculumGuidance: "Review Week 1, 'EIN and Local Licensing Walkthrough'.",
      },
      {
        question: "Which statement about waivers and insurance is accurate?",
        options: [
          "A signed waiver means you no longer need insurance",
          "Insurance makes waivers unnecessary",
          "Neither is needed if the class is free",
          "They work together: a waiver does not replace insurance and may not protect you against your own negligence",
        ],
        correctAnswer: 3,
        explanation:
          "Waivers document that students understood and accepted the risks, while insurance covers claims. Neither replaces safe teaching practices.",
      },
      {
        question: "What should be the first step when setting the price for your public classes?",
        options: [
          "Copy the lowest price you can find online",
          "Charge whatever feels comfortable without calculating anything",
          "Calculate your costs per class (venue, insurance, materials, your time) and the number of students needed to break even",
          "Offer every class free until you have 1,000 followers",
        ],
        correctAnswer: 2,
        explanation:
          "Knowing your costs and break-even class size lets you choose a price that is sustainable rather than guessing.",
        curriculumGuidance: "Review Week 6, 'Pricing Your Classes Worksheet'.",
      },
      {
        question:
          "A student twists an ankle during a drill. After giving appropriate first aid, what should you do for your records?",
        options: [
          "Nothing, as long as the student says they are fine",
          "Complete a written incident report the same day and notify your insurer as your policy requires",
          "Post about it on social media to show transparency",
          "Ask the student to sign a second waiver",
        ],
        correctAnswer: 1,
        explanation:
          "A prompt, factual incident report and timely notice to your insurer protect both the student and your business.",
      },
      {
        question: "How long is a Soul Punch trainer certification valid?",
        options: [
          "2 years, after which it must be renewed to keep teaching under the brand",
          "For life once the in-person certification is completed",
          "6 weeks, the length of the online program",
          "1 year, renewing automatically",
        ],
        correctAnswer: 0,
        explanation:
          "Certification is valid for 2 years. Plan your renewal before the expiry date to keep teaching and keep your directory listing.",
      },
    ],
  },
  {
    slug: "class-2-core-curriculum",
    title: "Class 2: Core Curriculum & Methodology Assessment",
    description:
      "Test your knowledge of the core principles you teach: awareness, de-escalation, verbal boundaries, leverage-based escapes and safe, trauma-informed practice.",
    classNumber: 2,
    passThreshold: 80,
    questions: [
      {
        question: "Which behavior best describes situational awareness as taught in the basic course?",
        options: [
          "Expecting danger from everyone you meet",
          "Carrying a self-defense device in your hand at all times",
          "Noticing your surroundings, exits and people's behavior, and trusting your instincts when something feels wrong",
          "Looking at your phone so you appear busy and unapproachable",
        ],
        correctAnswer: 2,
        explanation:
          "Awareness is calm attention, not fear. Noticing early lets students avoid or leave a situation before it escalates.",
        curriculumGuidance: "Review Week 2, 'Core Principles Video', minutes 4-10.",
      },
      {
        question: "What does the principle 'de-escalation before physical response' mean?",
        options: [
          "Students use avoidance, distance and verbal boundaries first, and physical techniques only when those fail and they need to escape",
          "Students should strike first so the attacker cannot escalate",
          "Physical techniques are never appropriate",
          "Students must try to reason with an attacker for at least five minutes",
        ],
        correctAnswer: 0,
        explanation:
          "Physical response is the last resort. The curriculum builds from awareness and voice to escape, always with the goal of getting to safety.",
        curriculumGuidance: "Review Week 2, 'Core Principles Video', minutes 10-18.",
      },
      {
        question: "Which is the strongest example of a verbal boundary to teach students?",
        options: [
          '"Um, sorry, could you maybe not do that?"',
          "Saying nothing so as not to provoke the person",
          "A long explanation of why the behavior is inappropriate",
          'A loud, short command such as "Stop! Back away!" with hands up in front in a non-aggressive fence position',
        ],
        correctAnswer: 3,
        explanation:
          "Short, loud, clear commands paired with confident body language set the boundary, draw attention and create distance.",
        curriculumGuidance: "Review Week 2, 'Verbal Boundary Setting Scripts'.",
      },
      {
        question:
          "When teaching an escape from a one-handed wrist grab, where should the student direct the escape?",
        options: [
          "Toward the attacker's strongest fingers",
          "Toward the thumb side of the grip, the weakest point, using leverage rather than strength",
          "Straight back against all four fingers",
          "Nowhere; students should wait for the grip to loosen",
        ],
        correctAnswer: 1,
        explanation:
          "The gap between thumb and fingers is the weak point of any grip. Rotating the wrist toward it uses leverage, so smaller students can escape larger partners.",
        curriculumGuidance: "Review Week 2, 'Escape Techniques Demonstration Library', wrist grab section.",
      },
      {
        question: "At what speed should students practice techniques with a partner?",
        options: [
          "Full speed and full force from the first attempt, to make it realistic",
          "Whatever speed the stronger partner chooses",
          "At a slow, controlled speed, building up only as technique and control improve",
          "Speed does not matter as long as both partners wear gloves",
        ],
        correctAnswer: 2,
        explanation:
          "Controlled speed lets students learn correct mechanics and keeps partners safe. Speed is added gradually and never at the expense of control.",
      },
      {
        question: "Which practice reflects consent and trauma-informed teaching?",
        options: [
          "Ask before touching a student to correct form, offer opt-outs, and let students choose partners or observe",
          "Surprise students with unannounced grabs so they learn to react",
          "Require every student to take part in every drill",
          "Ask students to share their personal experiences with the group",
        ],
        correctAnswer: 0,
        explanation:
          "Choice and predictability help every student feel safe enough to learn. Never require disclosures or surprise physical contact.",
        curriculumGuidance: "Review Week 2, 'Trauma-Informed Teaching Guide'.",
      },
      {
        question: "What is the main purpose of the warm-up before skills practice?",
        options: [
          "To tire students out so they move more slowly",
          "To test who is the fittest in the class",
          "To fill time if the venue opens late",
          "To raise heart rate and mobilize joints, reducing the risk of strains and injuries",
        ],
        correctAnswer: 3,
        explanation:
          "A short, all-levels warm-up prepares muscles and joints for movement and is a key part of injury prevention.",
      },
      {
        question: "Which approach to the instructor-to-student ratio is recommended for partner drills?",
        options: [
          "There is no limit as long as the room is big enough",
          "Keep the group small enough that you can watch every pair (about 1 instructor per 10-12 students) and add a trained assistant for larger groups",
          "One instructor can safely supervise 50 pairs at once",
          "Let students supervise each other so the instructor can demonstrate",
        ],
        correctAnswer: 1,
        explanation:
          "You must be able to see and correct every pair. Larger groups need an assistant so safety does not depend on luck.",
      },
      {
        question: "What is the goal of every physical technique in the basic curriculum?",
        options: [
          "To defeat the attacker completely",
          "To punish the attacker so they will not try again",
          "To create an opening to break free and get to safety",
          "To hold the attacker until help arrives",
        ],
        correctAnswer: 2,
        explanation:
          "The course teaches escape, not fighting. Every technique ends with the student moving away and getting to safety and help.",
      },
      {
        question:
          'During partner practice, what should happen when a partner gives the agreed stop signal (for example a tap or the word "Stop")?',
        options: [
          "The other partner finishes the repetition first",
          "The instructor decides whether to continue",
          "The partners switch roles and continue at the same intensity",
          "Both partners stop immediately and release any hold",
        ],
        correctAnswer: 3,
        explanation:
          "The stop signal is agreed before practice and always respected at once. This builds trust and prevents injuries.",
        curriculumGuidance: "Review Week 4, 'Partner Drill Safety Rules'.",
      },
    ],
  },
  {
    slug: "class-3-instructor-resilience",
    title: "Class 3: Instructor Resilience Assessment",
    description:
      "Confirm your understanding of the instructor-only resilience material: managing stress, handling disclosures, avoiding burnout and growing as an instructor.",
    classNumber: 3,
    passThreshold: 80,
    questions: [
      {
        question: "How should the Instructor Resilience material be used?",
        options: [
          "Taught as the final hour of the Basic 2-Hour Self-Defense Course",
          "For instructor development only; it is not taught to students in the Basic 2-Hour Self-Defense Course",
          "Handed out to students as a take-home workbook",
          "Posted publicly on social media to attract students",
        ],
        correctAnswer: 1,
        explanation:
          "Class 3 is marked Instructor Only. It supports your own development and is not part of the student curriculum.",
      },
      {
        question:
          "After class, a student privately tells you she was assaulted in the past. What is the most appropriate response?",
        options: [
          "Ask for the details so you can tailor future drills",
          "Tell her the class will make sure it never happens again",
          "Suggest she share her story with the next class",
          "Listen calmly, thank her for trusting you, avoid pressing for details, and offer information about professional support resources",
        ],
        correctAnswer: 3,
        explanation:
          "Your role is to listen without judgment and point to qualified support, such as a local advocacy service or hotline, not to act as a counselor.",
        curriculumGuidance: "Review Week 3, 'Responding to Student Disclosures'.",
      },
      {
        question:
          "You feel a rush of adrenaline before leading a large class. Which technique helps you stay steady?",
        options: [
          "Slow, controlled breathing, such as a few rounds of box breathing, before you start speaking",
          "Drinking an energy drink",
          "Skipping the safety briefing to get started faster",
          "Ignoring it and talking faster",
        ],
        correctAnswer: 0,
        explanation:
          "Slow breathing calms the stress response so you can think clearly and speak with authority.",
        curriculumGuidance: "Review Week 3, 'Stress Response and Adrenaline Management'.",
      },
      {
        question: "Which is an early warning sign of instructor burnout?",
        options: [
          "Looking forward to planning new classes",
          "Asking the trainer community for feedback",
          "Dreading classes, feeling exhausted and cutting corners on preparation",
          "Taking a planned week off between class series",
        ],
        correctAnswer: 2,
        explanation:
          "Dread, exhaustion and shortcuts in preparation are signals to adjust your schedule and get support before safety or quality suffers.",
        curriculumGuidance: "Review Week 3, 'Preventing Instructor Burnout'.",
      },
      {
        question: "During a drill, a student becomes visibly distressed. What should you do?",
        options: [
          "Encourage her to push through so she builds confidence",
          "Pause the drill for her, give her space and the choice to step out, and check in privately when appropriate",
          "Ask the class to watch while you talk her through it",
          "Continue the class and ignore it so she is not embarrassed",
        ],
        correctAnswer: 1,
        explanation:
          "Giving the student control and privacy respects her and keeps the room safe. She can rejoin when and if she chooses.",
      },
      {
        question: "A student asks a question you cannot answer confidently. What is the best response?",
        options: [
          "Say honestly that you will check and follow up, then confirm the answer with the curriculum or the trainer lead",
          "Make up an answer so you keep the class's confidence",
          "Tell the student the question is not important",
          "Demonstrate a technique you have not been taught",
        ],
        correctAnswer: 0,
        explanation:
          "Honesty builds trust. Inventing answers or techniques outside the curriculum can put students at risk.",
      },
      {
        question: "Which habit best supports a sustainable teaching schedule?",
        options: [
          "Answering client messages at any hour",
          "Booking every available slot, seven days a week",
          "Never taking breaks between class series",
          "Planning rest time and setting clear boundaries on working hours and availability",
        ],
        correctAnswer: 3,
        explanation:
          "Planned rest and clear boundaries protect your energy and the quality of your teaching over the long term.",
      },
      {
        question: "Where should you bring challenges you face as a new instructor?",
        options: [
          "Only to your students",
          "Nowhere; experienced instructors handle everything alone",
          "To the weekly Thursday or Sunday Zoom training, the trainer lead or the trainer community",
          "To a public comment thread",
        ],
        correctAnswer: 2,
        explanation:
          "The live trainings, trainer lead and community exist to support you. Asking for help is part of professional growth.",
        curriculumGuidance: "Review the Learning Path and Support & Practice boxes on your dashboard.",
      },
      {
        question: "What is the purpose of writing a short reflection after each class you teach?",
        options: [
          "To track what worked, what to improve and your goals for the next class",
          "To record students' personal stories for later use",
          "To replace the incident report",
          "To share students' names and details with the community",
        ],
        correctAnswer: 0,
        explanation:
          "Regular reflection turns each class into a learning opportunity. Keep students' private information out of it.",
        curriculumGuidance: "Review Week 3, 'Personal Development Journal'.",
      },
    ],
  },
  {
    slug: "class-4-class-structure",
    title: "Class 4: Class Structure & Delivery Assessment",
    description:
      "Check that you can run the Basic 2-Hour Self-Defense Course safely and on time: class flow, waivers, emergency planning and adapting for different abilities.",
    classNumber: 4,
    passThreshold: 80,
    questions: [
      {
        question: "What is the correct order of blocks in the Basic 2-Hour Self-Defense Course?",
        options: [
          "Scenario practice, warm-up, introduction, skills blocks, debrief",
          "Skills blocks, introduction, debrief, warm-up, scenario practice",
          "Introduction and safety briefing, warm-up, skills blocks, scenario practice, debrief",
          "Warm-up, debrief, skills blocks, introduction, scenario practice",
        ],
        correctAnswer: 2,
        explanation:
          "Each block builds on the one before: students learn the rules, warm up, learn skills, apply them in scenarios and then reflect.",
        curriculumGuidance: "Review Week 4, '2-Hour Class Lesson Plan'.",
      },
      {
        question: "About how much time should the warm-up take in a 2-hour class?",
        options: ["10 to 15 minutes", "2 minutes", "45 minutes", "It can be skipped if the class runs late"],
        correctAnswer: 0,
        explanation:
          "Ten to fifteen minutes is enough to prepare the body without taking time from skills practice. It should never be skipped.",
        curriculumGuidance: "Review Week 4, 'Warm-Up and Injury Prevention Routine'.",
      },
      {
        question: "A student arrives late and has not signed a waiver. What should you do?",
        options: [
          "Let her join the partner drills and sign after class",
          "Send her home without explanation",
          "Have her sign a waiver verbally",
          "Have her sign the waiver before she joins any physical activity; until then she can observe",
        ],
        correctAnswer: 3,
        explanation:
          "No student takes part in physical contact without a signed waiver, no matter how late she arrives.",
      },
      {
        question: "Which items belong in your emergency action plan for each venue?",
        options: [
          "Only the student roster",
          "The venue address, nearest hospital, first-aid kit location, and who calls emergency services and who meets responders",
          "Your social media handles",
          "The class price and payment link",
        ],
        correctAnswer: 1,
        explanation:
          "In an emergency there is no time to look things up. A clear plan with roles and locations lets you act immediately.",
        curriculumGuidance: "Review Week 4, 'Emergency Action Plan Template'.",
      },
      {
        question: "A student tells you she has a knee injury. How do you include her in the class?",
        options: [
          "Ask her to sit out the entire class",
          "Tell her to ignore the pain during drills",
          "Offer modifications, such as standing or seated variations, and let her choose what she is comfortable doing",
          "Pair her with the strongest student so she is challenged",
        ],
        correctAnswer: 2,
        explanation:
          "Adaptations let every student learn the core skills. The student decides her own limits; never pressure her past them.",
        curriculumGuidance: "Review Week 4, 'Adapting Techniques for Different Abilities'.",
      },
      {
        question: "Which topics must the opening safety briefing cover?",
        options: [
          "The stop signal, controlled-speed practice, telling the instructor about injuries, and how consent for touch works in class",
          "Only where the restrooms are",
          "Your personal fight history",
          "Prices for your next class series",
        ],
        correctAnswer: 0,
        explanation:
          "Students need to know the safety rules before any physical activity so practice is predictable and safe.",
      },
      {
        question: "How should scenario practice be run in the basic course?",
        options: [
          "As a surprise attack with no warning",
          "At full force to test students under pressure",
          "With students choosing their own techniques from online videos",
          "At low intensity, with students knowing the scenario in advance, applying skills already taught, and free to opt out",
        ],
        correctAnswer: 3,
        explanation:
          "Scenarios connect awareness, voice and escape in a realistic but safe way. Surprise and high intensity raise the risk of injury and distress.",
        curriculumGuidance: "Review Week 4, 'Scenario Practice Guide'.",
      },
      {
        question: "What is the main purpose of the closing debrief?",
        options: [
          "To collect payment for the next class",
          "To reinforce key lessons, answer questions, share support resources and gather feedback",
          "To run one more drill at full speed",
          "To let students leave early",
        ],
        correctAnswer: 1,
        explanation:
          "The debrief helps students remember the key lessons and leave with resources and next steps.",
      },
      {
        question: "What should you check at the venue before students arrive?",
        options: [
          "Clear practice space, mats where needed, first-aid kit, sign-in and waiver table, and unobstructed exits",
          "Only the sound system",
          "Nothing; venues are always ready",
          "Whether the venue allows photography",
        ],
        correctAnswer: 0,
        explanation:
          "A quick safety check prevents trips and collisions and means you can respond quickly if someone is hurt.",
        curriculumGuidance: "Review Week 4, 'Venue Setup Checklist'.",
      },
      {
        question: "Your class is running 15 minutes behind schedule. What is the best adjustment?",
        options: [
          "Run the remaining partner drills at double speed",
          "Skip the debrief",
          "Shorten or drop an optional drill while keeping the safety briefing, controlled practice and the debrief",
          "Keep students an extra hour without asking",
        ],
        correctAnswer: 2,
        explanation:
          "Protect the safety elements and the debrief; optional material can be trimmed. Rushing partner drills increases injury risk.",
      },
    ],
  },
  {
    slug: "class-5-social-media",
    title: "Class 5: Social Media & Client Attraction Assessment",
    description:
      "Review how to build a trusted local presence online: consistent posting, responsible safety content, testimonials with consent and a profile that converts.",
    classNumber: 5,
    passThreshold: 80,
    questions: [
      {
        question: "Which posting approach builds the most trust with a local audience over time?",
        options: [
          "Posting ten times in one day, then nothing for a month",
          "A consistent, sustainable schedule, such as three to four posts a week",
          "Posting only when a class is not full",
          "Reposting other trainers' content without credit",
        ],
        correctAnswer: 1,
        explanation:
          "Consistency keeps you visible and shows you are active and reliable. Choose a pace you can keep up.",
        curriculumGuidance: "Review Week 5, '30-Day Content Calendar'.",
      },
      {
        question: "What must you have before posting a student testimonial with her name or photo?",
        options: [
          "Nothing, if the testimonial is positive",
          "A verbal OK from another student",
          "Approval from the venue",
          "The student's written consent to share her words, name and image",
        ],
        correctAnswer: 3,
        explanation:
          "Testimonials are personal and sometimes sensitive. Written consent protects the student and your business.",
        curriculumGuidance: "Review Week 5, 'Testimonial Request and Consent Form'.",
      },
      {
        question: "What tone should your safety content have?",
        options: [
          "Empowering and practical, focused on awareness and confidence rather than fear or graphic stories",
          "Frightening, so people feel they must book",
          "Graphic, using real crime footage",
          "Sarcastic, making fun of people who are attacked",
        ],
        correctAnswer: 0,
        explanation:
          "Fear-based or graphic content can harm survivors and undermines the brand. Empowering content attracts students who want to learn.",
      },
      {
        question: "You want to share photos from a recent class. What is the right approach?",
        options: [
          "Post everyone's photo; they were in a public space",
          "Blur only the instructor",
          "Ask permission before the class, and make sure students who do not want to appear are not shown",
          "Post them and remove anyone who complains",
        ],
        correctAnswer: 2,
        explanation:
          "Some students attend privately for safety reasons. Ask first, and keep anyone who declines out of the frame.",
      },
      {
        question: "What should your social media bio include?",
        options: [
          "Your full home address",
          "Who you help, where you teach, and a clear link to book a class",
          "A list of every certification you have ever earned",
          "Nothing; a blank bio looks mysterious",
        ],
        correctAnswer: 1,
        explanation:
          "A clear bio tells local visitors in seconds whether you are right for them and how to book.",
        curriculumGuidance: "Review Week 5, 'Profile Optimization Checklist'.",
      },
      {
        question: "Which content mix is recommended for a trainer's account?",
        options: [
          "A mix of safety tips, class announcements, behind-the-scenes posts and student stories shared with consent",
          "Only class prices",
          "Only personal posts unrelated to training",
          "Only reposts of news about crimes",
        ],
        correctAnswer: 0,
        explanation:
          "A varied mix educates, builds a personal connection and still keeps upcoming classes visible.",
      },
      {
        question:
          "Someone comments on your post describing a dangerous situation she is in right now. What should you do?",
        options: [
          "Give detailed advice in the public comments",
          "Ignore the comment",
          "Delete the comment and block the person",
          "Respond with care, encourage her to contact emergency services or a local support hotline, and move the conversation to a private message",
        ],
        correctAnswer: 3,
        explanation:
          "You are not a crisis service. Point her to emergency help and qualified support, and protect her privacy.",
      },
      {
        question: "How should you measure whether your social media is working?",
        options: [
          "Only by the number of likes",
          "By how many followers other trainers have",
          "By tracking which posts lead to inquiries, sign-ups and booked classes",
          "By how often you post, regardless of results",
        ],
        correctAnswer: 2,
        explanation:
          "Bookings and inquiries show real impact. Likes alone do not tell you whether content brings students to class.",
      },
      {
        question: "What is appropriate when sharing technique videos online?",
        options: [
          "Post the full Basic Curriculum Workbook so students can study ahead",
          "Share short, simple clips that encourage people to take a class, and keep the confidential curriculum materials private",
          "Post videos of untested techniques you invented",
          "Share the trainer-only Instructor Resilience videos",
        ],
        correctAnswer: 1,
        explanation:
          "Short clips show your value, but curriculum materials are confidential under your NDA and a video never replaces supervised practice.",
      },
    ],
  },
  {
    slug: "class-6-marketing-revenue",
    title: "Class 6: Marketing & Revenue Generation Assessment",
    description:
      "Test your understanding of partnerships, email marketing, pricing, corporate workshops and the affiliate program that grow a sustainable training business.",
    classNumber: 6,
    passThreshold: 80,
    questions: [
      {
        question: "Which is an effective way to build local partnerships?",
        options: [
          "Leaving flyers on cars in a parking lot",
          "Sending the same mass message to every business in the state",
          "Offering a co-hosted workshop to a gym, community center, campus group or women's organization whose members match your students",
          "Criticizing other local instructors",
        ],
        correctAnswer: 2,
        explanation:
          "Partners with an existing, relevant audience can fill classes and lend you credibility in the community.",
        curriculumGuidance: "Review Week 6, 'Local Partnership Outreach Scripts'.",
      },
      {
        question: "Why is an email list valuable compared with social media followers alone?",
        options: [
          "You own your list and can reach subscribers directly, regardless of platform algorithm changes",
          "Email is free of any rules or consent requirements",
          "Email lists are automatically created by social platforms",
          "Subscribers are required to buy every class",
        ],
        correctAnswer: 0,
        explanation:
          "Platforms change their reach, but your email list stays yours and lets you announce classes directly.",
        curriculumGuidance: "Review Week 6, 'Email List Starter Kit'.",
      },
      {
        question: "How does your affiliate code work?",
        options: [
          "It gives your students a discount on your own classes",
          "It lets another person log in to your portal account",
          "It must be shared only in paid advertisements",
          "You share it with people interested in becoming trainers, and enrollments using it are tracked for your commission",
        ],
        correctAnswer: 3,
        explanation:
          "The code attributes referred enrollments to you. Your portal account itself is personal and may not be shared.",
        curriculumGuidance: "Review Week 6, 'Affiliate Program Guide'.",
      },
      {
        question: "How should a corporate workshop usually be priced?",
        options: [
          "At the same per-student price as your public class, with no other considerations",
          "As a flat fee per session based on group size, duration, travel and any customization",
          "Free, since companies can afford to donate the time",
          "Only after the workshop, based on how the employees felt",
        ],
        correctAnswer: 1,
        explanation:
          "Corporate sessions involve more preparation and travel, and employers expect a clear, flat proposal price.",
        curriculumGuidance: "Review Week 6, 'Corporate Workshop Proposal Template'.",
      },
      {
        question:
          "Your fixed costs for one class (venue, insurance share and materials) total $150 and you charge $50 per student. How many students do you need to break even?",
        options: ["2", "5", "3", "4"],
        correctAnswer: 2,
        explanation:
          "$150 divided by $50 per student is 3 students; every student after that contributes to profit and your time.",
      },
      {
        question: "What must a class flyer include?",
        options: [
          "Date, time, location, price and a booking link or QR code",
          "Your home address and personal phone number",
          "A long history of self-defense",
          "Only your logo",
        ],
        correctAnswer: 0,
        explanation:
          "A flyer has seconds to work: it must tell people when, where, how much and how to book.",
      },
      {
        question: "Who should you add to your marketing email list?",
        options: [
          "Everyone whose email address you can find online",
          "All the contacts in your personal phone",
          "Other trainers' students",
          "Only people who opted in, with an easy way to unsubscribe in every email",
        ],
        correctAnswer: 3,
        explanation:
          "Consent-based lists respect people, follow email marketing laws and get better engagement.",
      },
      {
        question: "What is a good follow-up after a class ends?",
        options: [
          "No contact, so students do not feel pressured",
          "A thank-you email with a short feedback survey, a testimonial request and an invitation to the next class",
          "Adding students to a group chat without asking",
          "Daily sales messages for a month",
        ],
        correctAnswer: 1,
        explanation:
          "A thoughtful follow-up gathers feedback and testimonials and turns satisfied students into repeat students and referrals.",
      },
      {
        question: "Which approach to discounts supports a sustainable business?",
        options: [
          "Discount every class by 50% permanently",
          "Never run any promotion",
          "Use limited, purposeful promotions, such as a bring-a-friend offer, rather than constant discounting",
          "Match any price a student names",
        ],
        correctAnswer: 2,
        explanation:
          "Targeted promotions drive referrals without teaching students to wait for a discount or undervaluing your classes.",
      },
    ],
  },
];
