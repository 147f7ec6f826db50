import { FileField as FileField_9043e017b3bad31f3560eecb09c5639a } from '@/features/studio/files/UploadField'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { SaveWhatIsTypedClient as SaveWhatIsTypedClient_882f874e59948d7942ae6eba9a5bba26 } from '@/features/studio/editor/SaveWhatIsTyped'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PublishedAtCell as PublishedAtCell_9f3ba0da9a934eb024683283484b0f43 } from '@/features/publishing/admin/PublishedAtCell'
import { YesCell as YesCell_ae1e6e2537dc803cb46d65e2f243a561 } from '@/features/studio/cells'
import { SlugField as SlugField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { ForwardingNotice as ForwardingNotice_642c058bd8cfb162738e4c1539c34f03 } from '@/features/redirects/admin/ForwardingNotice'
import { StatusCell as StatusCell_3da4643a952622ea8ea255c2eba5c24c } from '@/features/publishing/admin/StatusCell'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageField as MetaImageField_9043e017b3bad31f3560eecb09c5639a } from '@/features/studio/files/UploadField'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { WhenCell as WhenCell_ae1e6e2537dc803cb46d65e2f243a561 } from '@/features/studio/cells'
import { ListStarting as ListStarting_24d29d1ae39b0c9f068ed21134a91d77 } from '@/features/studio/ListStarting'
import { NewDraftGuard as NewDraftGuard_96cc255683af075ac3f42f173ef3630a } from '@/features/publishing/admin/NewDraftGuard'
import { ScheduledStatus as ScheduledStatus_9865dd1f9c66def4162b0e4021390dd6 } from '@/features/publishing/admin/Status'
import { PressDuringAutosave as PressDuringAutosave_c577a20a7faa9a43c91325c1cb119223 } from '@/features/publishing/admin/PressDuringAutosave'
import { PublishWithSchedule as PublishWithSchedule_74ee07ad46ccac6a398d260cf898c592 } from '@/features/publishing/admin/PublishButton'
import { SeoAnalysisField as SeoAnalysisField_441037ca760dd022b75aa01652e667eb } from '@/features/blog-seo/admin/Field'
import { DayCell as DayCell_ae1e6e2537dc803cb46d65e2f243a561 } from '@/features/studio/cells'
import { StarsCell as StarsCell_ae1e6e2537dc803cb46d65e2f243a561 } from '@/features/studio/cells'
import { ReviewPublishButton as ReviewPublishButton_bd114dd3e6450dc274513188a75ad7bf } from '@/features/reviews/admin/ReviewDecision'
import { FileSizeCell as FileSizeCell_ae1e6e2537dc803cb46d65e2f243a561 } from '@/features/studio/cells'
import { FileSection as FileSection_58461449ced3dfd84df9989c10bff643 } from '@/features/studio/files/FileSection'
import { PhoneCell as PhoneCell_ae1e6e2537dc803cb46d65e2f243a561 } from '@/features/studio/cells'
import { StatusCell as StatusCell_783123600cfc537682d8b5ac7a355a08 } from '@/features/leads/desk/StatusCell'
import { RespondByCell as RespondByCell_ce9fd2c25bdd02f4d22006a8a704fc58 } from '@/features/leads/desk/RespondByCell'
import { TextCell as TextCell_6c1059fb6415994fdcac0ddd5637f470 } from '@/features/leads/desk/Cells'
import { DollarsCell as DollarsCell_6c1059fb6415994fdcac0ddd5637f470 } from '@/features/leads/desk/Cells'
import { TranscriptField as TranscriptField_64396f61ea1bd7ed5b64e73a9c44e247 } from '@/features/chat/admin/Transcript'
import { WhenCell as WhenCell_6c1059fb6415994fdcac0ddd5637f470 } from '@/features/leads/desk/Cells'
import { LeadListFilters as LeadListFilters_1f5098d07b1700739b12422a2e4cfc58 } from '@/features/leads/desk/ListFilters'
import { LeadPhoneList as LeadPhoneList_2f92d75c1430e8a84b581d0cf7c34171 } from '@/features/leads/desk/PhoneList'
import { CaseFile as CaseFile_2a60fa8c77db1c8b79db8648f5fffbd3 } from '@/studio/case-file/CaseFile'
import { DefaultEditView as DefaultEditView_3817bf644402e67bfe6577f60ef982de } from '@payloadcms/ui'
import { KindCell as KindCell_9b0a1a2cca4ab38e09a9d7359e413f0d } from '@/features/outbox/admin/KindCell'
import { KindField as KindField_e2d9a5ce5bf7c1ccdcfa6da077e3e0e5 } from '@/features/outbox/admin/KindField'
import { EmailPreview as EmailPreview_b6562b466f6ece59eb5c8c03f1548c37 } from '@/features/outbox/admin/EmailPreview'
import { DayTextCell as DayTextCell_ae1e6e2537dc803cb46d65e2f243a561 } from '@/features/studio/cells'
import { VisitStateCell as VisitStateCell_00f30d84d020c49e702529bff697969a } from '@/features/booking/admin/VisitStateCell'
import { InviteNote as InviteNote_d515379abdef74bc7c7d07565a988cb7 } from '@/features/staff/admin/InviteNote'
import { CurrentPasswordField as CurrentPasswordField_73b8e1bf70459fd7930305d5a9fe5147 } from '@/features/staff/admin/CurrentPasswordField'
import { TwoStepField as TwoStepField_866975595333044751a8f5c288b9a30f } from '@/features/staff/totp/admin/TwoStepField'
import { MobileNumber as MobileNumber_725cb2d5b47ea23b8a3ca90aadc9f70b } from '@/features/texts/admin/MobileNumber'
import { InviteSaveButton as InviteSaveButton_d2a8979bbe691d4f55c5ba58440359f3 } from '@/features/staff/admin/InviteSaveButton'
import { GoesToCell as GoesToCell_4bf84f4127f83abe3c3e1baee9e61333 } from '@/features/redirects/admin/GoesToCell'
import { SectionRowLabel as SectionRowLabel_fcbe501bd7e8f9e14e3041199a81f858 } from '@/globals/Home/admin/SectionRowLabel'
import { TimeInput as TimeInput_ebb3c54d33564d2ffda2cd2f7a8df030 } from '@/fields/time/TimeInput'
import { CalendarFeed as CalendarFeed_096f90bffa975a8efd47044544c00bcc } from '@/features/booking/admin/CalendarFeed'
import { StudioIcon as StudioIcon_b04482286edf718331b4abf47be90992 } from '@/features/studio/Brand'
import { StudioLogo as StudioLogo_b04482286edf718331b4abf47be90992 } from '@/features/studio/Brand'
import { LeadDashboard as LeadDashboard_7fe2d1c3e5a97ea38148bb81ab806dd5 } from '@/studio/dashboard/Dashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { LoginView as LoginView_0c33d0f0f2f22c21fda2aece9dfabc3b } from '@/studio/login/LoginView'
import { ExportView as ExportView_392f1bf33a4dfa26c7b7fd6ead636770 } from '@/features/leads/export/View'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/features/studio/files/UploadField#FileField": FileField_9043e017b3bad31f3560eecb09c5639a,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@/features/studio/editor/SaveWhatIsTyped#SaveWhatIsTypedClient": SaveWhatIsTypedClient_882f874e59948d7942ae6eba9a5bba26,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/features/publishing/admin/PublishedAtCell#PublishedAtCell": PublishedAtCell_9f3ba0da9a934eb024683283484b0f43,
  "@/features/studio/cells#YesCell": YesCell_ae1e6e2537dc803cb46d65e2f243a561,
  "@payloadcms/next/client#SlugField": SlugField_2b8867833a34864a02ddf429b0728a40,
  "@/features/redirects/admin/ForwardingNotice#ForwardingNotice": ForwardingNotice_642c058bd8cfb162738e4c1539c34f03,
  "@/features/publishing/admin/StatusCell#StatusCell": StatusCell_3da4643a952622ea8ea255c2eba5c24c,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/features/studio/files/UploadField#MetaImageField": MetaImageField_9043e017b3bad31f3560eecb09c5639a,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/features/studio/cells#WhenCell": WhenCell_ae1e6e2537dc803cb46d65e2f243a561,
  "@/features/studio/ListStarting#ListStarting": ListStarting_24d29d1ae39b0c9f068ed21134a91d77,
  "@/features/publishing/admin/NewDraftGuard#NewDraftGuard": NewDraftGuard_96cc255683af075ac3f42f173ef3630a,
  "@/features/publishing/admin/Status#ScheduledStatus": ScheduledStatus_9865dd1f9c66def4162b0e4021390dd6,
  "@/features/publishing/admin/PressDuringAutosave#PressDuringAutosave": PressDuringAutosave_c577a20a7faa9a43c91325c1cb119223,
  "@/features/publishing/admin/PublishButton#PublishWithSchedule": PublishWithSchedule_74ee07ad46ccac6a398d260cf898c592,
  "@/features/blog-seo/admin/Field#SeoAnalysisField": SeoAnalysisField_441037ca760dd022b75aa01652e667eb,
  "@/features/studio/cells#DayCell": DayCell_ae1e6e2537dc803cb46d65e2f243a561,
  "@/features/studio/cells#StarsCell": StarsCell_ae1e6e2537dc803cb46d65e2f243a561,
  "@/features/reviews/admin/ReviewDecision#ReviewPublishButton": ReviewPublishButton_bd114dd3e6450dc274513188a75ad7bf,
  "@/features/studio/cells#FileSizeCell": FileSizeCell_ae1e6e2537dc803cb46d65e2f243a561,
  "@/features/studio/files/FileSection#FileSection": FileSection_58461449ced3dfd84df9989c10bff643,
  "@/features/studio/cells#PhoneCell": PhoneCell_ae1e6e2537dc803cb46d65e2f243a561,
  "@/features/leads/desk/StatusCell#StatusCell": StatusCell_783123600cfc537682d8b5ac7a355a08,
  "@/features/leads/desk/RespondByCell#RespondByCell": RespondByCell_ce9fd2c25bdd02f4d22006a8a704fc58,
  "@/features/leads/desk/Cells#TextCell": TextCell_6c1059fb6415994fdcac0ddd5637f470,
  "@/features/leads/desk/Cells#DollarsCell": DollarsCell_6c1059fb6415994fdcac0ddd5637f470,
  "@/features/chat/admin/Transcript#TranscriptField": TranscriptField_64396f61ea1bd7ed5b64e73a9c44e247,
  "@/features/leads/desk/Cells#WhenCell": WhenCell_6c1059fb6415994fdcac0ddd5637f470,
  "@/features/leads/desk/ListFilters#LeadListFilters": LeadListFilters_1f5098d07b1700739b12422a2e4cfc58,
  "@/features/leads/desk/PhoneList#LeadPhoneList": LeadPhoneList_2f92d75c1430e8a84b581d0cf7c34171,
  "@/studio/case-file/CaseFile#CaseFile": CaseFile_2a60fa8c77db1c8b79db8648f5fffbd3,
  "@payloadcms/ui#DefaultEditView": DefaultEditView_3817bf644402e67bfe6577f60ef982de,
  "@/features/outbox/admin/KindCell#KindCell": KindCell_9b0a1a2cca4ab38e09a9d7359e413f0d,
  "@/features/outbox/admin/KindField#KindField": KindField_e2d9a5ce5bf7c1ccdcfa6da077e3e0e5,
  "@/features/outbox/admin/EmailPreview#EmailPreview": EmailPreview_b6562b466f6ece59eb5c8c03f1548c37,
  "@/features/studio/cells#DayTextCell": DayTextCell_ae1e6e2537dc803cb46d65e2f243a561,
  "@/features/booking/admin/VisitStateCell#VisitStateCell": VisitStateCell_00f30d84d020c49e702529bff697969a,
  "@/features/staff/admin/InviteNote#InviteNote": InviteNote_d515379abdef74bc7c7d07565a988cb7,
  "@/features/staff/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_73b8e1bf70459fd7930305d5a9fe5147,
  "@/features/staff/totp/admin/TwoStepField#TwoStepField": TwoStepField_866975595333044751a8f5c288b9a30f,
  "@/features/texts/admin/MobileNumber#MobileNumber": MobileNumber_725cb2d5b47ea23b8a3ca90aadc9f70b,
  "@/features/staff/admin/InviteSaveButton#InviteSaveButton": InviteSaveButton_d2a8979bbe691d4f55c5ba58440359f3,
  "@/features/redirects/admin/GoesToCell#GoesToCell": GoesToCell_4bf84f4127f83abe3c3e1baee9e61333,
  "@/globals/Home/admin/SectionRowLabel#SectionRowLabel": SectionRowLabel_fcbe501bd7e8f9e14e3041199a81f858,
  "@/fields/time/TimeInput#TimeInput": TimeInput_ebb3c54d33564d2ffda2cd2f7a8df030,
  "@/features/booking/admin/CalendarFeed#CalendarFeed": CalendarFeed_096f90bffa975a8efd47044544c00bcc,
  "@/features/studio/Brand#StudioIcon": StudioIcon_b04482286edf718331b4abf47be90992,
  "@/features/studio/Brand#StudioLogo": StudioLogo_b04482286edf718331b4abf47be90992,
  "@/studio/dashboard/Dashboard#LeadDashboard": LeadDashboard_7fe2d1c3e5a97ea38148bb81ab806dd5,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/studio/login/LoginView#LoginView": LoginView_0c33d0f0f2f22c21fda2aece9dfabc3b,
  "@/features/leads/export/View#ExportView": ExportView_392f1bf33a4dfa26c7b7fd6ead636770,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
