; The Windows installer, made by .ci/windows with NSIS (makensis) from the folder the zip holds:
;   makensis -DVERSION=0.1.0 -DSTAGE=<that folder> -DOUTFILE=<setup.exe> throwdeck.nsi
; Installs for all users under Program Files (asks for administrator rights), adds Start menu
; shortcuts, a firewall rule so phones on a private network reach the game, and an uninstaller
; listed in Settings > Apps. Settings and saves in %APPDATA% are the player's and stay.
Unicode true
SetCompressor /SOLID lzma
RequestExecutionLevel admin

!ifndef VERSION
  !error "VERSION must be defined (-DVERSION=...)"
!endif
!ifndef STAGE
  !error "STAGE must be defined: the folder holding throwdeck.exe and data"
!endif
!ifndef OUTFILE
  !define OUTFILE "throwdeck-${VERSION}-windows-x64-setup.exe"
!endif

!include "MUI2.nsh"
!include "x64.nsh"

Name "Throwdeck ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\Throwdeck"
InstallDirRegKey HKLM "Software\Throwdeck" "InstallDir"

!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Throwdeck"

!insertmacro MUI_PAGE_LICENSE "${STAGE}\LICENSE.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\throwdeck.exe"
!define MUI_FINISHPAGE_SHOWREADME "$INSTDIR\README.txt"
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "Throwdeck needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
FunctionEnd

Section "Throwdeck"
  SetOutPath "$INSTDIR"
  File /r "${STAGE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKLM "Software\Throwdeck" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayName" "Throwdeck"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINST_KEY}" "Publisher" "Throwdeck"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\throwdeck.exe"
  WriteRegStr HKLM "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoRepair" 1
  CreateDirectory "$SMPROGRAMS\Throwdeck"
  CreateShortcut "$SMPROGRAMS\Throwdeck\Throwdeck.lnk" "$INSTDIR\throwdeck.exe"
  CreateShortcut "$SMPROGRAMS\Throwdeck\Throwdeck README.lnk" "$INSTDIR\README.txt"
  ; Phones on a private network may reach the game (public networks still ask).
  nsExec::Exec 'netsh advfirewall firewall add rule name="Throwdeck" dir=in action=allow program="$INSTDIR\throwdeck.exe" enable=yes profile=private'
  Pop $0
SectionEnd

Section "Uninstall"
  SetRegView 64
  nsExec::Exec 'netsh advfirewall firewall delete rule name="Throwdeck" program="$INSTDIR\throwdeck.exe"'
  Pop $0
  Delete "$SMPROGRAMS\Throwdeck\Throwdeck.lnk"
  Delete "$SMPROGRAMS\Throwdeck\Throwdeck README.lnk"
  RMDir "$SMPROGRAMS\Throwdeck"
  RMDir /r "$INSTDIR\data"
  RMDir /r "$INSTDIR\licences"
  Delete "$INSTDIR\throwdeck.exe"
  Delete "$INSTDIR\throwdeck-cli.exe"
  Delete "$INSTDIR\README.txt"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINST_KEY}"
  DeleteRegKey HKLM "Software\Throwdeck"
SectionEnd
