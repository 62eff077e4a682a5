<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>IteraGpu::Ui::EstimateTab</name>
    <message numerus="yes">
        <source>%n byte(s) per parameter (bits rounded up to whole bytes).</source>
        <translation>
            <numerusform>%n byte per parameter (bits rounded up to whole bytes).</numerusform>
            <numerusform>%n bytes per parameter (bits rounded up to whole bytes).</numerusform>
        </translation>
    </message>
</context>
</TS>
